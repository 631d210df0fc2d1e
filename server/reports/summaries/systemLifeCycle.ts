import { HttpError } from '../../http/httpError';
import { chart, kpi, key, lastOf, series, table, yearColumn, type SummaryBuilder } from '../summaryParts';

/** The network's average over the run under this strategy against doing nothing (the zero-budget run). */
export const systemLifeCycle: SummaryBuilder = ({ results, zeroBudget, taskId }) => {
  if (!zeroBudget) throw new HttpError(409, 'errors.reportNotReady', `Task ${taskId} has no zero-budget run yet`);
  const strategy = results.network;
  const baseline = zeroBudget.network;
  const years = results.run.calendarYears;
  const osiEnd = lastOf(strategy.osi);
  const zeroOsiEnd = lastOf(baseline.osi);
  const backlogEnd = lastOf(strategy.backlog);
  const zeroBacklogEnd = lastOf(baseline.backlog);
  const compare = (id: string, title: string, kind: 'area' | 'lines', unit: 'index' | 'state' | 'currency', ours: readonly number[], theirs: readonly number[]) =>
    chart({
      id,
      title: key(title),
      kind,
      categoryUnit: 'year',
      categories: years,
      series: [series('strategy', key('measure.thisStrategy'), unit, ours), series('zero_budget', key('measure.zeroBudget'), unit, theirs)],
    });
  return {
    calendar_years: years,
    kpis: [
      kpi('osi_end', 'index', osiEnd, { note: key('note.lastYear') }),
      kpi('osi_end_zero_budget', 'index', zeroOsiEnd, { note: key('note.lastYear') }),
      kpi('osi_gain', 'index', osiEnd === undefined || zeroOsiEnd === undefined ? null : osiEnd - zeroOsiEnd, { note: key('note.againstZeroBudget') }),
      kpi('backlog_avoided', 'currency', backlogEnd === undefined || zeroBacklogEnd === undefined ? null : zeroBacklogEnd - backlogEnd, { note: key('note.againstZeroBudget') }),
    ],
    charts: [
      compare('osi', 'chart.osiAgainstZeroBudget', 'area', 'index', strategy.osi, baseline.osi),
      compare('average_state', 'chart.averageStateAgainstZeroBudget', 'area', 'state', strategy.averageState, baseline.averageState),
      compare('backlog', 'chart.backlogAgainstZeroBudget', 'lines', 'currency', strategy.backlog, baseline.backlog),
    ],
    table: table(
      [
        yearColumn,
        { id: 'osi', unit: 'index' },
        { id: 'osi_zero_budget', unit: 'index' },
        { id: 'average_state', unit: 'state' },
        { id: 'average_state_zero_budget', unit: 'state' },
        { id: 'backlog', unit: 'currency' },
        { id: 'backlog_zero_budget', unit: 'currency' },
      ],
      years.map((year, y) => [
        year,
        strategy.osi[y] ?? null,
        baseline.osi[y] ?? null,
        strategy.averageState[y] ?? null,
        baseline.averageState[y] ?? null,
        strategy.backlog[y] ?? null,
        baseline.backlog[y] ?? null,
      ]),
    ),
    notices: [],
  };
};
