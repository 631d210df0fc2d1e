import { labelOf, partialNotice, sum, textOf, valueIn, yearsOf, type ComparedRun, type ComparisonWindow, type SectionBody } from './comparedRun';

/**
 * Funding comparison (DOMAIN.md: grouped bars by year, spend per simulation): what each
 * simulation spends and plans to spend in each year of the window, its total spend as a card, and
 * a row per simulation and year with the surplus and backlog beside the money.
 */
export function fundingComparisonSection(runs: readonly ComparedRun[], window: ComparisonWindow): SectionBody {
  const perYear = (series: (run: ComparedRun) => readonly (number | null)[]) =>
    runs.map((run) => ({ id: run.simulationId, label: textOf(run.name), unit: 'currency' as const, axis: 'primary' as const, data: window.years.map((year) => valueIn(run, series(run), year)) }));
  return {
    kpis: runs.map((run) => ({
      id: `total_spend_${run.simulationId}`,
      label: textOf(run.name),
      value: sum(yearsOf(run, window).map((year) => valueIn(run, run.results.network.spend, year) ?? 0)),
      unit: 'currency',
      note: labelOf('totalSpendOverWindow'),
    })),
    charts: [
      {
        id: 'spend',
        title: labelOf('spendPerYear'),
        kind: 'groupedBars',
        categoryUnit: 'year',
        categories: window.years,
        series: perYear((run) => run.results.network.spend),
        bands: [],
        markers: [],
      },
      {
        id: 'budget',
        title: labelOf('budgetPerYear'),
        kind: 'lines',
        categoryUnit: 'year',
        categories: window.years,
        series: perYear((run) => run.results.network.budget),
        bands: [],
        markers: [],
      },
    ],
    table: {
      columns: [
        { id: 'simulation', label: labelOf('simulation'), unit: 'text' },
        { id: 'year', label: labelOf('year'), unit: 'year' },
        { id: 'budget', label: labelOf('budget'), unit: 'currency' },
        { id: 'spend', label: labelOf('spend'), unit: 'currency' },
        { id: 'surplus', label: labelOf('surplus'), unit: 'currency' },
        { id: 'backlog', label: labelOf('backlog'), unit: 'currency' },
      ],
      rows: runs.flatMap((run) => {
        const { network } = run.results;
        return yearsOf(run, window).map((year) => [
          run.name,
          year,
          valueIn(run, network.budget, year),
          valueIn(run, network.spend, year),
          valueIn(run, network.surplus, year),
          valueIn(run, network.backlog, year),
        ]);
      }),
    },
    notices: partialNotice(runs, window.years),
  };
}
