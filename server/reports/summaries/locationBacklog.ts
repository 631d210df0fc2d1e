import { chart, changeOf, kpi, key, lastOf, locationNotices, series, sumSeries, table, locationLabel, topPosition, yearColumn, type SummaryBuilder } from '../summaryParts';
import { chartLocations } from '../locationFigures';

/** The backlog year by year, stacked by location: where the unfunded work piles up. */
export const locationBacklog: SummaryBuilder = ({ results }) => {
  const { locations, network, baseline } = results;
  const years = results.run.calendarYears;
  const endBacklog = locations.backlog.map((row) => lastOf(row) ?? 0);
  const shown = chartLocations(endBacklog, true);
  const others = locations.backlog.filter((_, l) => !shown.includes(l));
  const largest = topPosition(endBacklog);
  return {
    calendar_years: years,
    kpis: [
      kpi('backlog_end', 'currency', lastOf(network.backlog), { note: key('note.changeFromImported'), change: changeOf(lastOf(network.backlog), baseline.backlog) }),
      kpi('largest_backlog_location', 'currency', largest === undefined ? null : endBacklog[largest], largest === undefined ? {} : { note: locationLabel(locations.entries[largest]!.name) }),
    ],
    charts: [
      chart({
        id: 'backlog_by_location',
        title: key('chart.backlogByLocation'),
        kind: 'stackedBars',
        categoryUnit: 'year',
        categories: years,
        series: [
          ...shown.map((l) => series(`location_${l}`, locationLabel(locations.entries[l]!.name), 'currency', locations.backlog[l] ?? [])),
          ...(others.length > 0 ? [series('other_locations', key('measure.otherLocations'), 'currency', sumSeries(others, years.length))] : []),
        ],
      }),
    ],
    table: table(
      [{ id: 'location', unit: 'text' }, yearColumn, { id: 'backlog', unit: 'currency' }, { id: 'share_of_backlog', unit: 'percent' }],
      locations.entries.flatMap((entry, l) =>
        years.map((year, y) => {
          const backlog = locations.backlog[l]?.[y] ?? 0;
          const total = network.backlog[y] ?? 0;
          return [entry.name, year, backlog, total > 0 ? backlog / total : null];
        }),
      ),
    ),
    notices: locationNotices(results),
  };
};
