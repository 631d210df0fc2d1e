import type { SnapshotFrom } from 'xstate';
import type { SimulationSummary } from '../../../../api/schemas/simulation.schema';
import type { workspaceSimulationsMachine } from '../../../../machines/workspaceSimulations.machine';

type ListSnapshot = SnapshotFrom<typeof workspaceSimulationsMachine>;

/** The list shows a skeleton on a first load or a filter change, the failure with Retry, or the simulations. */
export type SimulationsView = 'loading' | 'failed' | 'loaded';

const NONE: SimulationSummary[] = [];

export function selectSimulationsView(snapshot: ListSnapshot): SimulationsView {
  if (snapshot.hasTag('busy')) return 'loading';
  return snapshot.hasTag('error') ? 'failed' : 'loaded';
}

export const selectSimulations = (snapshot: ListSnapshot) => snapshot.context.result?.contents ?? NONE;
export const selectTotalCount = (snapshot: ListSnapshot) => snapshot.context.result?.total_count ?? 0;
export const selectListFailure = (snapshot: ListSnapshot) => snapshot.context.failure;
export const selectStatusFilter = (snapshot: ListSnapshot) => snapshot.context.filters.status_item_id;
export const selectPriorityFilter = (snapshot: ListSnapshot) => snapshot.context.filters.priority_item_id;
export const selectFiltered = (snapshot: ListSnapshot) => snapshot.context.filters.status_item_id !== null || snapshot.context.filters.priority_item_id !== null;

/** The chart's simulations: those whose run has results; the others are counted in a note. */
export function chartSeries(simulations: readonly SimulationSummary[]) {
  const charted = simulations.filter((simulation) => simulation.outcome !== null);
  return { charted, leftOut: simulations.length - charted.length };
}
