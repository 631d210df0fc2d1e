import { chart, changeOf, kpi, key, lastOf, locationNotices, series, table, locationLabel, yearColumn, assetValueNotices, type SummaryBuilder } from '../summaryParts';
import { chartLocations } from '../locationFigures';

/** DOMAIN's FCI bands: under 5 % good, 5-10 % fair, 10-30 % poor, over 30 % critical. */
const FAIR = 0.05;
const POOR = 0.1;
const CRITICAL = 0.3;

/** FCI (backlog over asset value) per location year by year, against the condition bands. */
export const locationBacklogFci: SummaryBuilder = ({ results }) => {
  const { locations, network, baseline } = results;
  const years = results.run.calendarYears;
  const endFci = locations.fci.map((row) => lastOf(row) ?? null);
  // The locations in the worst shape are drawn; the table has them all.
  const shown = chartLocations(endFci, true);
  const highest = Math.max(CRITICAL, ...network.fci.map((value) => value ?? 0), ...locations.fci.flat().map((value) => value ?? 0));
  return {
    calendar_years: years,
    kpis: [
      kpi('fci_end', 'percent', lastOf(network.fci), { note: key('note.changeFromImported'), change: changeOf(lastOf(network.fci), baseline.fci) }),
      kpi('locations_poor', 'count', endFci.filter((fci) => fci !== null && fci >= POOR && fci < CRITICAL).length, { note: key('note.lastYear') }),
      kpi('locations_critical', 'count', endFci.filter((fci) => fci !== null && fci >= CRITICAL).length, { note: key('note.lastYear') }),
    ],
    charts: [
      chart({
        id: 'fci_by_location',
        title: key('chart.fciByLocation'),
        kind: 'lines',
        categoryUnit: 'year',
        categories: years,
        series: [
          series('network', key('measure.networkFci'), 'percent', network.fci),
          ...shown.map((l) => series(`location_${l}`, locationLabel(locations.entries[l]!.name), 'percent', locations.fci[l] ?? [])),
        ],
        bands: [
          { label: key('band.good'), from: 0, to: FAIR, tone: 'good' },
          { label: key('band.fair'), from: FAIR, to: POOR, tone: 'fair' },
          { label: key('band.poor'), from: POOR, to: CRITICAL, tone: 'poor' },
          { label: key('band.critical'), from: CRITICAL, to: highest, tone: 'critical' },
        ],
      }),
    ],
    table: table(
      [{ id: 'location', unit: 'text' }, yearColumn, { id: 'asset_value', unit: 'currency' }, { id: 'backlog', unit: 'currency' }, { id: 'fci', unit: 'percent' }],
      locations.entries.flatMap((entry, l) => years.map((year, y) => [entry.name, year, entry.assetValue, locations.backlog[l]?.[y] ?? null, locations.fci[l]?.[y] ?? null])),
    ),
    notices: [...locationNotices(results), ...assetValueNotices([network.fci, ...locations.fci])],
  };
};
