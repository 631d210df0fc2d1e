import { labelOf, partialNotice, textOf, valueIn, type ComparedRun, type ComparisonWindow, type SectionBody } from './comparedRun';
import { networkStateMix, stateMixChart, stateNumbersOf } from './networkStates';

/**
 * Year comparison (DOMAIN.md: side-by-side bars and cards per simulation in one chosen year):
 * each simulation's OSI as a card, its OSI and backlog as bars, and the network's state mix, all
 * in the chosen year.
 */
export function yearComparisonSection(runs: readonly ComparedRun[], window: ComparisonWindow): SectionBody {
  const year = window.simulationYear;
  const names = runs.map((run) => run.name);
  const states = stateNumbersOf(runs);
  const mixes = runs.map((run) => networkStateMix(run, year, states));
  const at = (series: (run: ComparedRun) => readonly (number | null)[]) => runs.map((run) => valueIn(run, series(run), year));
  return {
    kpis: runs.map((run) => ({
      id: `osi_${run.simulationId}`,
      label: textOf(run.name),
      value: valueIn(run, run.results.network.osi, year),
      unit: 'index',
      note: labelOf('osiInChosenYear'),
    })),
    charts: [
      {
        id: 'osi',
        title: labelOf('osiInChosenYear'),
        kind: 'bars',
        categoryUnit: 'text',
        categories: names,
        series: [{ id: 'osi', label: labelOf('osi'), unit: 'index', axis: 'primary', data: at((run) => run.results.network.osi) }],
        bands: [],
        markers: [],
      },
      {
        id: 'backlog',
        title: labelOf('backlogInChosenYear'),
        kind: 'bars',
        categoryUnit: 'text',
        categories: names,
        series: [{ id: 'backlog', label: labelOf('backlog'), unit: 'currency', axis: 'primary', data: at((run) => run.results.network.backlog) }],
        bands: [],
        markers: [],
      },
      stateMixChart('state-mix', labelOf('stateMixInChosenYear'), names, states, mixes, 'measure'),
    ],
    table: {
      columns: [
        { id: 'simulation', label: labelOf('simulation'), unit: 'text' },
        { id: 'year', label: labelOf('year'), unit: 'year' },
        { id: 'budget', label: labelOf('budget'), unit: 'currency' },
        { id: 'spend', label: labelOf('spend'), unit: 'currency' },
        { id: 'osi', label: labelOf('osi'), unit: 'index' },
        { id: 'average_state', label: labelOf('averageState'), unit: 'state' },
        { id: 'backlog', label: labelOf('backlog'), unit: 'currency' },
        { id: 'fci', label: labelOf('fci'), unit: 'percent' },
      ],
      rows: runs.map((run) => {
        const { network } = run.results;
        return [
          run.name,
          year,
          valueIn(run, network.budget, year),
          valueIn(run, network.spend, year),
          valueIn(run, network.osi, year),
          valueIn(run, network.averageState, year),
          valueIn(run, network.backlog, year),
          valueIn(run, network.fci, year),
        ];
      }),
    },
    notices: partialNotice(runs, [year]),
  };
}
