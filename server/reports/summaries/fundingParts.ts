import type { SimulationResults } from '../../../src/api/simulationPackage/results.schema';
import { chart, kpi, key, series, sum, totals, type Cell } from '../summaryParts';

/** What every funding tab opens with: the run's budget, its spend, and the share of the budget used. */
export function budgetKpis(results: SimulationResults) {
  const totalBudget = sum(results.network.budget);
  const totalSpend = sum(results.network.spend);
  return {
    totalBudget,
    totalSpend,
    budget: kpi('total_budget', 'currency', totalBudget, { note: key('note.overRun') }),
    spend: kpi('total_spend', 'currency', totalSpend, { note: key('note.overRun') }),
    used: kpi('budget_used', 'percent', totalBudget > 0 ? totalSpend / totalBudget : null, { note: key('note.overRun') }),
  };
}

/** Each funding source's budget beside its spend over the whole run. */
export function budgetSpendBySourceChart({ funding, fundingSources }: SimulationResults) {
  return chart({
    id: 'budget_spend_by_source',
    title: key('chart.budgetSpendBySource'),
    kind: 'groupedBars',
    categoryUnit: 'text',
    categories: fundingSources.map((source) => source.name),
    series: [series('budget', key('measure.budget'), 'currency', totals(funding.budget)), series('spend', key('measure.spend'), 'currency', totals(funding.spend))],
  });
}

/** A table row per year and funding source (years outermost): the year, the source's name, then `cells` of that source in that year. */
export function sourceYearRows({ run, fundingSources }: SimulationResults, cells: (source: number, year: number) => Cell[]): Cell[][] {
  return run.calendarYears.flatMap((year, y) => fundingSources.map((source, s) => [year, source.name, ...cells(s, y)]));
}
