import { chart, changeOf, kpi, key, lastOf, series, sum, table, totals, yearColumn, assetValueNotices, type SummaryBuilder } from '../summaryParts';

/** The run at a glance: money spent against the budget, and where the network's condition ends up. */
export const overview: SummaryBuilder = ({ results }) => {
  const { network, baseline } = results;
  const years = results.run.calendarYears;
  return {
    calendar_years: years,
    kpis: [
      kpi('total_spend', 'currency', sum(network.spend), { note: key('note.overRun') }),
      kpi('total_budget', 'currency', sum(network.budget), { note: key('note.overRun') }),
      kpi('works_total', 'count', sum(totals(results.treatmentActivity.count)), { note: key('note.overRun') }),
      kpi('osi_end', 'index', lastOf(network.osi), { note: key('note.changeFromImported'), change: changeOf(lastOf(network.osi), baseline.osi) }),
      kpi('backlog_end', 'currency', lastOf(network.backlog), { note: key('note.changeFromImported'), change: changeOf(lastOf(network.backlog), baseline.backlog) }),
      kpi('fci_end', 'percent', lastOf(network.fci), { note: key('note.changeFromImported'), change: changeOf(lastOf(network.fci), baseline.fci) }),
    ],
    charts: [
      chart({
        id: 'spend_budget_osi',
        title: key('chart.spendBudgetOsi'),
        kind: 'combo',
        categoryUnit: 'year',
        categories: years,
        series: [
          series('spend', key('measure.spend'), 'currency', network.spend, { draw: 'bar' }),
          series('budget', key('measure.budget'), 'currency', network.budget, { draw: 'line' }),
          series('osi', key('measure.osi'), 'index', network.osi, { draw: 'line', axis: 'secondary' }),
        ],
      }),
      chart({
        id: 'backlog_fci',
        title: key('chart.backlogFci'),
        kind: 'combo',
        categoryUnit: 'year',
        categories: years,
        series: [
          series('backlog', key('measure.backlog'), 'currency', network.backlog, { draw: 'bar' }),
          series('fci', key('measure.fci'), 'percent', network.fci, { draw: 'line', axis: 'secondary' }),
        ],
      }),
    ],
    table: table(
      [
        yearColumn,
        { id: 'budget', unit: 'currency' },
        { id: 'spend', unit: 'currency' },
        { id: 'unspent', unit: 'currency' },
        { id: 'works', unit: 'count' },
        { id: 'osi', unit: 'index' },
        { id: 'average_state', unit: 'state' },
        { id: 'backlog', unit: 'currency' },
        { id: 'fci', unit: 'percent' },
      ],
      years.map((year, y) => [
        year,
        network.budget[y] ?? null,
        network.spend[y] ?? null,
        network.surplus[y] ?? null,
        sum(results.treatmentActivity.count.map((row) => row[y] ?? 0)),
        network.osi[y] ?? null,
        network.averageState[y] ?? null,
        network.backlog[y] ?? null,
        network.fci[y] ?? null,
      ]),
    ),
    notices: assetValueNotices([network.fci]),
  };
};
