import { chart, itemId, kpi, key, series, sum, table, text, topPosition, totals, yearColumn, type SummaryBuilder } from '../summaryParts';

/** The planned budget year by year, split by funding source. */
export const budgetDistribution: SummaryBuilder = ({ results }) => {
  const { funding: money, fundingSources } = results;
  const years = results.run.calendarYears;
  const bySource = totals(money.budget);
  const totalBudget = sum(bySource);
  const largest = topPosition(bySource);
  return {
    calendar_years: years,
    kpis: [
      kpi('total_budget', 'currency', totalBudget, { note: key('note.overRun') }),
      kpi('funding_sources', 'count', fundingSources.length),
      kpi('largest_source_share', 'percent', largest === undefined || totalBudget === 0 ? null : bySource[largest]! / totalBudget, largest === undefined ? {} : { note: text(fundingSources[largest]!.name) }),
    ],
    charts: [
      chart({
        id: 'budget_by_source',
        title: key('chart.budgetBySource'),
        kind: 'stackedBars',
        categoryUnit: 'year',
        categories: years,
        series: fundingSources.map((source, s) => series(itemId('source', s), text(source.name), 'currency', money.budget[s] ?? [])),
      }),
      chart({
        id: 'budget_share_by_source',
        title: key('chart.budgetShareBySource'),
        kind: 'donut',
        categoryUnit: 'text',
        categories: fundingSources.map((source) => source.name),
        series: [series('budget', key('measure.budget'), 'currency', bySource)],
      }),
    ],
    table: table(
      [yearColumn, { id: 'funding_source', unit: 'text' }, { id: 'split', unit: 'percent' }, { id: 'budget', unit: 'currency' }],
      // The strategy states the split in percent; the table's percent unit is a ratio.
      years.flatMap((year, y) => fundingSources.map((source, s) => [year, source.name, (money.split[s]?.[y] ?? 0) / 100, money.budget[s]?.[y] ?? null])),
    ),
    notices: [],
  };
};
