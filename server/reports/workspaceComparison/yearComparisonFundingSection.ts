import { labelOf, partialNotice, textOf, valueIn, type ComparedRun, type ComparisonWindow, type SectionBody } from './comparedRun';

/** The funding sources of all runs by name (runs of one workspace share their sources' names), in the order first met. */
const sourceNamesOf = (runs: readonly ComparedRun[]) => [...new Set(runs.flatMap((run) => run.results.fundingSources.map((source) => source.name)))];

/** A run's yearly series of the source with this name; null when the run has no such source. */
function sourceSeries(run: ComparedRun, name: string, perSource: number[][]): number[] | null {
  const index = run.results.fundingSources.findIndex((source) => source.name === name);
  return index < 0 ? null : (perSource[index] ?? null);
}

/**
 * Year comparison, funding: in the chosen year, each simulation's spend split by funding source,
 * its budget beside its spend, and a row per simulation and source with the money carried in
 * and left over.
 */
export function yearComparisonFundingSection(runs: readonly ComparedRun[], window: ComparisonWindow): SectionBody {
  const year = window.simulationYear;
  const names = runs.map((run) => run.name);
  const sources = sourceNamesOf(runs);
  const sourceValue = (run: ComparedRun, name: string, perSource: number[][]) => {
    const series = sourceSeries(run, name, perSource);
    return series ? valueIn(run, series, year) : null;
  };
  return {
    kpis: runs.map((run) => ({
      id: `surplus_${run.simulationId}`,
      label: textOf(run.name),
      value: valueIn(run, run.results.network.surplus, year),
      unit: 'currency',
      note: labelOf('surplusInChosenYear'),
    })),
    charts: [
      {
        id: 'spend-by-source',
        title: labelOf('spendBySourceInChosenYear'),
        kind: 'stackedBars',
        categoryUnit: 'text',
        categories: names,
        series: sources.map((name, position) => ({
          id: `source_${position + 1}`,
          label: textOf(name),
          unit: 'currency' as const,
          axis: 'primary' as const,
          data: runs.map((run) => sourceValue(run, name, run.results.funding.spend)),
        })),
        bands: [],
        markers: [],
      },
      {
        id: 'budget-spend',
        title: labelOf('budgetAndSpendInChosenYear'),
        kind: 'groupedBars',
        categoryUnit: 'text',
        categories: names,
        series: [
          { id: 'budget', label: labelOf('budget'), unit: 'currency', axis: 'primary', data: runs.map((run) => valueIn(run, run.results.network.budget, year)) },
          { id: 'spend', label: labelOf('spend'), unit: 'currency', axis: 'primary', data: runs.map((run) => valueIn(run, run.results.network.spend, year)) },
        ],
        bands: [],
        markers: [],
      },
    ],
    table: {
      columns: [
        { id: 'simulation', label: labelOf('simulation'), unit: 'text' },
        { id: 'funding_source', label: labelOf('fundingSource'), unit: 'text' },
        { id: 'budget', label: labelOf('budget'), unit: 'currency' },
        { id: 'carried_in', label: labelOf('carriedIn'), unit: 'currency' },
        { id: 'available', label: labelOf('available'), unit: 'currency' },
        { id: 'spend', label: labelOf('spend'), unit: 'currency' },
        { id: 'surplus', label: labelOf('surplus'), unit: 'currency' },
      ],
      rows: runs.flatMap((run) => {
        const { funding } = run.results;
        return run.results.fundingSources.map((source, index) => [
          run.name,
          source.name,
          valueIn(run, funding.budget[index] ?? [], year),
          valueIn(run, funding.carriedIn[index] ?? [], year),
          valueIn(run, funding.available[index] ?? [], year),
          valueIn(run, funding.spend[index] ?? [], year),
          valueIn(run, funding.surplus[index] ?? [], year),
        ]);
      }),
    },
    notices: partialNotice(runs, [year]),
  };
}
