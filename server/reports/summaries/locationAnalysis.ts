import { kpi, chart, key, series, table, locationLabel, locationNotices, rankedPositions, type SummaryBody, type SummaryBuilder } from '../summaryParts';
import { locationFigures } from '../locationFigures';
import type { SimulationResults } from '../../../src/api/simulationPackage/results.schema';

/** The location comparison shared by location-analysis and location-analysis-v2. */
export function locationComparison(results: SimulationResults): SummaryBody {
  const figures = locationFigures(results);
  const named = figures.filter((figure) => figure.name !== '');
  const lowestOsi = rankedPositions(figures.map((figure) => figure.osiEnd ?? Number.POSITIVE_INFINITY), false)[0];
  const lowest = lowestOsi === undefined ? undefined : figures[lowestOsi];
  const top = figures[0];
  return {
    calendar_years: results.run.calendarYears,
    kpis: [
      kpi('locations', 'count', named.length),
      kpi('top_spend_location', 'currency', top?.spend ?? null, top ? { note: locationLabel(top.name) } : {}),
      kpi('lowest_osi_location', 'index', lowest?.osiEnd ?? null, lowest ? { note: locationLabel(lowest.name) } : {}),
    ],
    charts: [
      chart({
        id: 'spend_osi_by_location',
        title: key('chart.spendOsiByLocation'),
        kind: 'groupedBars',
        categoryUnit: 'text',
        categories: figures.map((figure) => figure.name),
        series: [
          series('spend', key('measure.spend'), 'currency', figures.map((figure) => figure.spend)),
          series('osi_end', key('measure.osiEnd'), 'index', figures.map((figure) => figure.osiEnd), { axis: 'secondary' }),
        ],
      }),
    ],
    table: table(
      [
        { id: 'location', unit: 'text' },
        { id: 'asset_count', unit: 'count' },
        { id: 'network_measure', unit: 'measure' },
        { id: 'asset_value', unit: 'currency' },
        { id: 'spend', unit: 'currency' },
        { id: 'works', unit: 'count' },
        { id: 'osi_start', unit: 'index' },
        { id: 'osi_end', unit: 'index' },
        { id: 'average_state_end', unit: 'state' },
        { id: 'backlog_end', unit: 'currency' },
        { id: 'fci_end', unit: 'percent' },
        // Coordinates in the snapshot's own units (often degrees): they place the location on the map.
        { id: 'center_x', unit: 'measure', decimals: 7 },
        { id: 'center_y', unit: 'measure', decimals: 7 },
      ],
      figures.map((figure) => [
        figure.name,
        figure.assetCount,
        figure.networkMeasure,
        figure.assetValue,
        figure.spend,
        figure.works,
        figure.osiStart,
        figure.osiEnd,
        figure.averageStateEnd,
        figure.backlogEnd,
        figure.fciEnd,
        figure.centerX,
        figure.centerY,
      ]),
    ),
    notices: locationNotices(results),
  };
}

/** Location analysis: what each location received over the run and the condition it ended in. */
export const locationAnalysis: SummaryBuilder = ({ results }) => locationComparison(results);
