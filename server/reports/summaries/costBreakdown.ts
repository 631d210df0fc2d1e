import { chart, itemId, kpi, key, series, sum, table, text, totals, yearColumn, type SummaryBuilder } from '../summaryParts';

/** Spend by cost type (maintenance, renewal...) year by year, and each type's share of the run. */
export const costBreakdown: SummaryBuilder = ({ results }) => {
  const { costTypes, costTypeSpend, network } = results;
  const years = results.run.calendarYears;
  const byType = totals(costTypeSpend);
  const totalSpend = sum(byType);
  return {
    calendar_years: years,
    kpis: [
      kpi('total_spend', 'currency', totalSpend, { note: key('note.overRun') }),
      ...costTypes.map((name, t) => kpi(itemId('cost_type', t), 'currency', byType[t], { label: text(name), note: key('note.overRun') })),
    ],
    charts: [
      chart({
        id: 'spend_by_cost_type',
        title: key('chart.spendByCostType'),
        kind: 'stackedBars',
        categoryUnit: 'year',
        categories: years,
        series: costTypes.map((name, t) => series(itemId('cost_type', t), text(name), 'currency', costTypeSpend[t] ?? [])),
      }),
      chart({
        id: 'cost_type_share',
        title: key('chart.costTypeShare'),
        kind: 'donut',
        categoryUnit: 'text',
        categories: [...costTypes],
        series: [series('spend', key('measure.spend'), 'currency', byType)],
      }),
    ],
    table: table(
      [yearColumn, { id: 'cost_type', unit: 'text' }, { id: 'spend', unit: 'currency' }, { id: 'share_of_year', unit: 'percent' }],
      years.flatMap((year, y) =>
        costTypes.map((name, t) => {
          const spend = costTypeSpend[t]?.[y] ?? 0;
          const yearSpend = network.spend[y] ?? 0;
          return [year, name, spend, yearSpend > 0 ? spend / yearSpend : null];
        }),
      ),
    ),
    notices: [],
  };
};
