import { chart, itemId, kpi, key, series, table, text, yearColumn, type SummaryBuilder } from '../summaryParts';
import { budgetKpis, budgetSpendBySourceChart, sourceYearRows } from './fundingParts';

/** Funding analysis: what each source spent year by year, what was left unspent, against the budget. */
export const funding: SummaryBuilder = ({ results }) => {
  const { funding: money, network, fundingSources } = results;
  const years = results.run.calendarYears;
  const budget = budgetKpis(results);
  return {
    calendar_years: years,
    kpis: [
      budget.budget,
      budget.spend,
      // Budget less spend over the run is what was never spent, with or without carry-over.
      kpi('unspent_total', 'currency', budget.totalBudget - budget.totalSpend, { note: key(results.run.carryOver ? 'note.carriedOver' : 'note.notCarriedOver') }),
      budget.used,
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
      budgetSpendBySourceChart(results),
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
      sourceYearRows(results, (s, y) => [
        money.budget[s]?.[y] ?? null,
        money.carriedIn[s]?.[y] ?? null,
        money.available[s]?.[y] ?? null,
        money.spend[s]?.[y] ?? null,
        money.surplus[s]?.[y] ?? null,
      ]),
    ),
    notices: [],
  };
};
