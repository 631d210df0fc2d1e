import type { Label } from '../../../src/api/schemas/reportSummary.schema';
import { chart } from '../summaryParts';
import type { ComparedRun } from './comparedRun';

/** The states 0-6 a network's assets are in (SPEC's service states), in the engine's order. */
export const stateNumbersOf = (runs: readonly ComparedRun[]): number[] =>
  [...new Set(runs.flatMap((run) => run.results.states.map((entry) => entry.state)))].sort((a, b) => a - b);

/**
 * The whole network's assets and network measure in each state after a year's works, the
 * criteria combined by their weight shares: the sum of the locations' own state mixes, which add
 * up to the network's asset count and measure. Null when the run does not cover the year.
 */
export function networkStateMix(run: ComparedRun, year: number, states: readonly number[]): { count: number[]; measure: number[] } | null {
  const index = run.results.run.calendarYears.indexOf(year);
  if (index < 0) return null;
  const { stateCount, stateMeasure } = run.results.locations;
  const total = (perLocation: number[][][], state: number) => perLocation.reduce((sum, years) => sum + (years[index]?.[state] ?? 0), 0);
  return { count: states.map((state) => total(stateCount, state)), measure: states.map((state) => total(stateMeasure, state)) };
}

type StateMix = ReturnType<typeof networkStateMix>;

/** Each simulation's state mix in the chosen year as one 100 % bar, a series per state, by asset count or by network measure. */
export function stateMixChart(id: string, title: Label, names: readonly string[], states: readonly number[], mixes: readonly StateMix[], by: 'count' | 'measure') {
  return chart({
    id,
    title,
    kind: 'stacked100',
    categoryUnit: 'text',
    categories: [...names],
    series: states.map((state, position) => ({
      id: `state_${state}`,
      label: { key: `state.s${state}` },
      unit: by,
      axis: 'primary' as const,
      data: mixes.map((mix) => mix?.[by][position] ?? null),
    })),
  });
}
