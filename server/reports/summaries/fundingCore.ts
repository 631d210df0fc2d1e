import { chart, kpi, key, series, sum, table, totals, yearColumn, type SummaryBuilder } from '../summaryParts';

/** The Core plan's funding view: each source's budget against its spend, without the treatment split. */
export const fundingCore: SummaryBuilder = ({ results }) => {
  const { funding: money, network, fundingSources } = results;
  const years = results.run.calendarYears;
  const totalBudget = sum(network.budget);
  const totalSpend = sum(network.spend);
  return {
    calendar_years: years,
    kpis: [
      kpi('total_budget', 'currency', totalBudget, { note: key('note.overRun') }),
      kpi('total_spend', 'currency', totalSpend, { note: key('note.overRun') }),
      kpi('budget_used', 'percent', totalBudget > 0 ? totalSpend / totalBudget : null, { note: key('note.overRun') }),
    ],
    charts: [
      chart({
        id: 'budget_spend_by_source',
        title: key('chart.budgetSpendBySource'),
        kind: 'groupedBars',
        categoryUnit: 'text',
        categories: fundingSources.map((source) => source.name),
        series: [series('budget', key('measure.budget'), 'currency', totals(money.budget)), series('spend', key('measure.spend'), 'currency', totals(money.spend))],
      }),
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
      years.flatMap((year, y) =>
        fundingSources.map((source, s) => [year, source.name, money.budget[s]?.[y] ?? null, money.spend[s]?.[y] ?? null, money.surplus[s]?.[y] ?? null]),
      ),
    ),
    notices: [],
  };
};
