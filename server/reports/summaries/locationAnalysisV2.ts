import { chart, key, lastOf, series, table, locationLabel, yearColumn, type SummaryBuilder } from '../summaryParts';
import { chartLocations } from '../locationFigures';
import { locationComparison } from './locationAnalysis';

/** Location analysis with each location's OSI year by year: which locations are falling behind. */
export const locationAnalysisV2: SummaryBuilder = ({ results }) => {
  const comparison = locationComparison(results);
  const { locations, network } = results;
  const years = results.run.calendarYears;
  // The locations ending lowest are the ones a planner looks for; the table has them all.
  const shown = chartLocations(
    locations.osi.map((row) => lastOf(row) ?? null),
    false,
  );
  return {
    ...comparison,
    charts: [
      ...comparison.charts,
      chart({
        id: 'osi_trend_by_location',
        title: key('chart.osiTrendByLocation'),
        kind: 'lines',
        categoryUnit: 'year',
        categories: years,
        series: [
          series('network', key('measure.networkOsi'), 'index', network.osi),
          ...shown.map((l) => series(`location_${l}`, locationLabel(locations.entries[l]!.name), 'index', locations.osi[l] ?? [])),
        ],
      }),
    ],
    table: table(
      [
        { id: 'location', unit: 'text' },
        yearColumn,
        { id: 'spend', unit: 'currency' },
        { id: 'osi', unit: 'index' },
        { id: 'average_state', unit: 'state' },
      ],
      locations.entries.flatMap((entry, l) =>
        years.map((year, y) => [
          entry.name,
          year,
          locations.spend[l]?.[y] ?? null,
          locations.osi[l]?.[y] ?? null,
          locations.averageState[l]?.[y] ?? null,
        ]),
      ),
    ),
  };
};
