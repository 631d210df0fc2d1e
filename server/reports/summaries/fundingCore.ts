import { chart, key, series, table, yearColumn, type SummaryBuilder } from '../summaryParts';
import { budgetKpis, budgetSpendBySourceChart, sourceYearRows } from './fundingParts';

/** The Core plan's funding view: each source's budget against its spend, without the treatment split. */
export const fundingCore: SummaryBuilder = ({ results }) => {
  const { funding: money, network } = results;
  const years = results.run.calendarYears;
  const budget = budgetKpis(results);
  return {
    calendar_years: years,
    kpis: [budget.budget, budget.spend, budget.used],
    charts: [
      budgetSpendBySourceChart(results),
      chart({
        id: 'budget_spend_by_year',
        title: key('chart.budgetSpendByYear'),
        kind: 'combo',
        categoryUnit: 'year',
        categories: years,
        series: [series('spend', key('measure.spend'), 'currency', network.spend, { draw: 'bar' }), series('budget', key('measure.budget'), 'currency', network.budget, { draw: 'line' })],
      }),
    ],
    table: table(
      [yearColumn, { id: 'funding_source', unit: 'text' }, { id: 'budget', unit: 'currency' }, { id: 'spend', unit: 'currency' }, { id: 'unspent', unit: 'currency' }],
      sourceYearRows(results, (s, y) => [money.budget[s]?.[y] ?? null, money.spend[s]?.[y] ?? null, money.surplus[s]?.[y] ?? null]),
    ),
    notices: [],
  };
};
