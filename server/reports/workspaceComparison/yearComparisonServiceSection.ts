import { labelOf, partialNotice, textOf, valueIn, type ComparedRun, type ComparisonWindow, type SectionBody } from './comparedRun';
import { networkStateMix, stateMixChart, stateNumbersOf } from './networkStates';

/** The criteria of all runs by name, in the order first met. */
const criterionNamesOf = (runs: readonly ComparedRun[]) => [...new Set(runs.flatMap((run) => run.results.criteria.map((criterion) => criterion.name)))];

/**
 * Year comparison, service: in the chosen year, how many assets each simulation leaves in each
 * state, each criterion's service index, and a row per simulation and state with its assets,
 * network measure and share of the network.
 */
export function yearComparisonServiceSection(runs: readonly ComparedRun[], window: ComparisonWindow): SectionBody {
  const year = window.simulationYear;
  const names = runs.map((run) => run.name);
  const states = stateNumbersOf(runs);
  const mixes = runs.map((run) => networkStateMix(run, year, states));
  const serviceIndex = (run: ComparedRun, name: string) => {
    const index = run.results.criteria.findIndex((criterion) => criterion.name === name);
    return index < 0 ? null : valueIn(run, run.results.network.serviceIndex[index] ?? [], year);
  };
  return {
    kpis: runs.map((run) => ({
      id: `average_state_${run.simulationId}`,
      label: textOf(run.name),
      value: valueIn(run, run.results.network.averageState, year),
      unit: 'state',
      note: labelOf('averageStateInChosenYear'),
    })),
    charts: [
      stateMixChart('state-count', labelOf('assetsByStateInChosenYear'), names, states, mixes, 'count'),
      {
        id: 'service-index',
        title: labelOf('serviceIndexInChosenYear'),
        kind: 'groupedBars',
        categoryUnit: 'text',
        categories: names,
        series: criterionNamesOf(runs).map((name, position) => ({
          id: `criterion_${position + 1}`,
          label: textOf(name),
          unit: 'index' as const,
          axis: 'primary' as const,
          data: runs.map((run) => serviceIndex(run, name)),
        })),
        bands: [],
        markers: [],
      },
    ],
    table: {
      columns: [
        { id: 'simulation', label: labelOf('simulation'), unit: 'text' },
        { id: 'state', label: labelOf('state'), unit: 'state' },
        { id: 'asset_count', label: labelOf('assetCount'), unit: 'count' },
        { id: 'network_measure', label: labelOf('networkMeasure'), unit: 'measure' },
        { id: 'network_share', label: labelOf('networkShare'), unit: 'percent' },
      ],
      rows: runs.flatMap((run, position) => {
        const mix = mixes[position];
        if (!mix) return [];
        const total = mix.measure.reduce((sum, value) => sum + value, 0);
        return states.map((state, index) => [run.name, state, mix.count[index]!, mix.measure[index]!, total > 0 ? mix.measure[index]! / total : null]);
      }),
    },
    notices: partialNotice(runs, [year]),
  };
}
