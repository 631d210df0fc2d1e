import type { SimulationResults } from '../../../src/api/simulationPackage/results.schema';
import { chart, changeOf, itemId, kpi, key, lastOf, series, sum, table, text, yearColumn, type SummaryBuilder } from '../summaryParts';

/** `[year][state]`: the network measure in each state, the criteria combined by their weight shares. */
function combinedStateMeasure(results: SimulationResults): number[][] {
  const totalWeight = sum(results.criteria.map((criterion) => criterion.weight));
  return results.run.calendarYears.map((_, y) =>
    results.states.map((_, s) =>
      results.service.reduce((total, criterion, c) => total + ((results.criteria[c]?.weight ?? 0) / totalWeight) * (criterion.stateMeasure[y]?.[s] ?? 0), 0),
    ),
  );
}

/** Service analysis: the share of the network in each state 0-6 year by year, and the average state. */
export const service: SummaryBuilder = ({ results }) => {
  const years = results.run.calendarYears;
  const mix = combinedStateMeasure(results);
  const worst = results.states.length - 1;
  const endMix = lastOf(mix) ?? [];
  const endTotal = sum(endMix);
  const stateIds = results.states.map((entry) => `state_${entry.state}`);
  return {
    calendar_years: years,
    kpis: [
      kpi('average_state_end', 'state', lastOf(results.network.averageState), {
        note: key('note.changeFromImported'),
        change: changeOf(lastOf(results.network.averageState), results.baseline.averageState),
      }),
      kpi('osi_end', 'index', lastOf(results.network.osi), { note: key('note.changeFromImported'), change: changeOf(lastOf(results.network.osi), results.baseline.osi) }),
      kpi('end_of_life_share_end', 'percent', endTotal > 0 ? (endMix[worst] ?? 0) / endTotal : null, { note: key('note.lastYear') }),
    ],
    charts: [
      chart({
        id: 'state_mix',
        title: key('chart.stateMix'),
        kind: 'stacked100',
        categoryUnit: 'year',
        categories: years,
        series: results.states.map((entry, s) => series(stateIds[s]!, key(`state.s${entry.state}`), 'measure', mix.map((year) => year[s] ?? 0))),
      }),
      chart({
        id: 'average_state',
        title: key('chart.averageState'),
        kind: 'lines',
        categoryUnit: 'year',
        categories: years,
        series: [
          series('average_state', key('measure.averageState'), 'state', results.network.averageState),
          // One criterion's average is the network's: a second line would hide under the first.
          ...(results.criteria.length > 1
            ? results.criteria.map((criterion, c) => series(itemId('criterion', c), text(criterion.name), 'state', results.service[c]?.averageState ?? []))
            : []),
        ],
      }),
    ],
    table: table(
      [yearColumn, ...results.states.map((entry, s) => ({ id: stateIds[s]!, unit: 'measure' as const, label: key(`state.s${entry.state}`) })), { id: 'average_state', unit: 'state' }],
      years.map((year, y) => [year, ...(mix[y] ?? []), results.network.averageState[y] ?? null]),
    ),
    notices: [],
  };
};
