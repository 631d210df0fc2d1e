import { chart, changeOf, itemId, kpi, key, lastOf, series, table, text, yearColumn, type SummaryBuilder } from '../summaryParts';

/** The overall service index and each criterion's service index, year by year. */
export const systemServices: SummaryBuilder = ({ results }) => {
  const { network, baseline, criteria } = results;
  const years = results.run.calendarYears;
  return {
    calendar_years: years,
    kpis: [
      kpi('osi_end', 'index', lastOf(network.osi), { note: key('note.changeFromImported'), change: changeOf(lastOf(network.osi), baseline.osi) }),
      ...criteria.map((criterion, c) =>
        kpi(itemId('service_index', c), 'index', lastOf(network.serviceIndex[c] ?? []), {
          label: text(criterion.name),
          note: key('note.changeFromImported'),
          change: changeOf(lastOf(network.serviceIndex[c] ?? []), baseline.serviceIndex[c]),
        }),
      ),
    ],
    charts: [
      chart({
        id: 'service_indexes',
        title: key('chart.serviceIndexes'),
        kind: 'lines',
        categoryUnit: 'year',
        categories: years,
        series: [
          series('osi', key('measure.osi'), 'index', network.osi),
          ...criteria.map((criterion, c) => series(itemId('criterion', c), text(criterion.name), 'index', network.serviceIndex[c] ?? [])),
        ],
      }),
    ],
    table: table(
      [yearColumn, { id: 'criterion', unit: 'text' }, { id: 'weight', unit: 'index' }, { id: 'service_index', unit: 'index' }, { id: 'average_state', unit: 'state' }, { id: 'osi', unit: 'index' }],
      years.flatMap((year, y) =>
        criteria.map((criterion, c) => [year, criterion.name, criterion.weight, network.serviceIndex[c]?.[y] ?? null, results.service[c]?.averageState[y] ?? null, network.osi[y] ?? null]),
      ),
    ),
    notices: [],
  };
};
