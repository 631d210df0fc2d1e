import { chart, itemId, kpi, key, series, sum, table, text, totals, yearColumn, type SummaryBuilder } from '../summaryParts';

/** Funding analysis: what each source spent year by year, what was left unspent, against the budget. */
export const funding: SummaryBuilder = ({ results }) => {
  const { funding: money, network, fundingSources } = results;
  const years = results.run.calendarYears;
  const totalBudget = sum(network.budget);
  const totalSpend = sum(network.spend);
  return {
    calendar_years: years,
    kpis: [
      kpi('total_budget', 'currency', totalBudget, { note: key('note.overRun') }),
      kpi('total_spend', 'currency', totalSpend, { note: key('note.overRun') }),
      // Budget less spend over the run is what was never spent, with or without carry-over.
      kpi('unspent_total', 'currency', totalBudget - totalSpend, { note: key(results.run.carryOver ? 'note.carriedOver' : 'note.notCarriedOver') }),
      kpi('budget_used', 'percent', totalBudget > 0 ? totalSpend / totalBudget : null, { note: key('note.overRun') }),
    ],
    charts: [
      chart({
        id: 'spend_by_source',
        title: key('chart.spendBySource'),
        kind: 'stackedBars',
        categoryUnit: 'year',
        categories: years,
        series: [
          ...fundingSources.map((source, s) => series(itemId('source', s), text(source.name), 'currency', money.spend[s] ?? [], { draw: 'bar' })),
          series('unspent', key('measure.unspent'), 'currency', network.surplus, { draw: 'bar' }),
          series('budget', key('measure.budget'), 'currency', network.budget, { draw: 'line' }),
        ],
      }),
      chart({
        id: 'budget_spend_by_source',
        title: key('chart.budgetSpendBySource'),
        kind: 'groupedBars',
        categoryUnit: 'text',
        categories: fundingSources.map((source) => source.name),
        series: [series('budget', key('measure.budget'), 'currency', totals(money.budget)), series('spend', key('measure.spend'), 'currency', totals(money.spend))],
      }),
    ],
    table: table(
      [
        yearColumn,
        { id: 'funding_source', unit: 'text' },
        { id: 'budget', unit: 'currency' },
        { id: 'carried_in', unit: 'currency' },
        { id: 'available', unit: 'currency' },
        { id: 'spend', unit: 'currency' },
        { id: 'unspent', unit: 'currency' },
      ],
      years.flatMap((year, y) =>
        fundingSources.map((source, s) => [
          year,
          source.name,
          money.budget[s]?.[y] ?? null,
          money.carriedIn[s]?.[y] ?? null,
          money.available[s]?.[y] ?? null,
          money.spend[s]?.[y] ?? null,
          money.surplus[s]?.[y] ?? null,
        ]),
      ),
    ),
    notices: [],
  };
};
