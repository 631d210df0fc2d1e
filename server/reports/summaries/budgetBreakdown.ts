import { chart, itemId, kpi, key, series, sum, table, text, totals, type SummaryBuilder } from '../summaryParts';

/** Where the run's budget went: budget → funding source → treatment, with each source's unspent rest. */
export const budgetBreakdown: SummaryBuilder = ({ results }) => {
  const { funding: money, fundingSources, treatments } = results;
  const budget = totals(money.budget);
  const spend = totals(money.spend);
  // `[source][treatment]`, summed over the run.
  const flow = fundingSources.map((_, s) => treatments.map((_, t) => sum(money.spendByTreatment[s]?.[t] ?? [])));
  const unspent = budget.map((value, s) => value - (spend[s] ?? 0));
  return {
    calendar_years: results.run.calendarYears,
    kpis: [
      kpi('total_budget', 'currency', sum(budget), { note: key('note.overRun') }),
      kpi('total_spend', 'currency', sum(spend), { note: key('note.overRun') }),
      kpi('unspent_total', 'currency', sum(unspent), { note: key(results.run.carryOver ? 'note.carriedOver' : 'note.notCarriedOver') }),
    ],
    charts: [
      chart({
        id: 'source_treatment_tree',
        title: key('chart.sourceTreatmentTree'),
        kind: 'treemap',
        categoryUnit: 'text',
        categories: treatments.map((treatment) => treatment.name),
        series: fundingSources.map((source, s) => series(itemId('source', s), text(source.name), 'currency', flow[s] ?? [])),
      }),
      chart({
        id: 'source_budget_use',
        title: key('chart.sourceBudgetUse'),
        kind: 'stackedBars',
        categoryUnit: 'text',
        categories: fundingSources.map((source) => source.name),
        series: [
          ...treatments.map((treatment, t) => series(itemId('treatment', t), text(treatment.name), 'currency', flow.map((row) => row[t] ?? 0))),
          series('unspent', key('measure.unspent'), 'currency', unspent),
        ],
      }),
    ],
    table: table(
      [{ id: 'funding_source', unit: 'text' }, { id: 'treatment', unit: 'text' }, { id: 'spend', unit: 'currency' }, { id: 'share_of_source_budget', unit: 'percent' }],
      fundingSources.flatMap((source, s) =>
        treatments.map((treatment, t) => {
          const value = flow[s]?.[t] ?? 0;
          const sourceBudget = budget[s] ?? 0;
          return [source.name, treatment.name, value, sourceBudget > 0 ? value / sourceBudget : null];
        }),
      ),
    ),
    notices: [],
  };
};
