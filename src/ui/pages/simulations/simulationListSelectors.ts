import type { SnapshotFrom } from 'xstate';
import type { SimulationSummary } from '../../../api/schemas/simulation.schema';
import type { simulationListMachine } from '../../../machines/simulationList.machine';

type ListSnapshot = SnapshotFrom<typeof simulationListMachine>;

/** Which of its faces the list body shows. */
export type SimulationListBody = 'loading' | 'failure' | 'empty' | 'noMatch' | 'cards';

export function selectListBody(snapshot: ListSnapshot): SimulationListBody {
  const { result, query } = snapshot.context;
  if (snapshot.hasTag('error')) return 'failure';
  if (snapshot.hasTag('busy') || !result) return 'loading';
  if (result.total_count > 0) return 'cards';
  return query.q || query.workspace_id || query.status ? 'noMatch' : 'empty';
}

const NO_SIMULATIONS: SimulationSummary[] = [];

export const selectSimulations = (snapshot: ListSnapshot) => snapshot.context.result?.contents ?? NO_SIMULATIONS;
export const selectTotalCount = (snapshot: ListSnapshot) => snapshot.context.result?.total_count ?? null;
export const selectSearchText = (snapshot: ListSnapshot) => snapshot.context.searchText;
export const selectWorkspaceFilter = (snapshot: ListSnapshot) => snapshot.context.query.workspace_id;
export const selectStatusFilter = (snapshot: ListSnapshot) => snapshot.context.query.status;
export const selectPage = (snapshot: ListSnapshot) => snapshot.context.query.page;
export const selectPageSize = (snapshot: ListSnapshot) => snapshot.context.query.page_size;
export const selectFailure = (snapshot: ListSnapshot) => snapshot.context.failure;
export const selectWorkspaceOptions = (snapshot: ListSnapshot) => snapshot.context.workspaces;
