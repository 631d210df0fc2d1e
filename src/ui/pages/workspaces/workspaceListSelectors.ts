import type { SnapshotFrom } from 'xstate';
import type { WorkspaceSummary } from '../../../api/schemas/workspace.schema';
import type { workspaceListMachine } from '../../../machines/workspaceList.machine';

type ListSnapshot = SnapshotFrom<typeof workspaceListMachine>;

/** Which of its faces the list body shows. */
export type WorkspaceListBody = 'loading' | 'failure' | 'empty' | 'noMatch' | 'cards';

export function selectListBody(snapshot: ListSnapshot): WorkspaceListBody {
  const { result, query } = snapshot.context;
  if (snapshot.hasTag('error')) return 'failure';
  if (snapshot.hasTag('busy') || !result) return 'loading';
  if (result.total_count > 0) return 'cards';
  return query.q ? 'noMatch' : 'empty';
}

const NO_WORKSPACES: WorkspaceSummary[] = [];

export const selectWorkspaces = (snapshot: ListSnapshot) => snapshot.context.result?.contents ?? NO_WORKSPACES;
export const selectTotalCount = (snapshot: ListSnapshot) => snapshot.context.result?.total_count ?? null;
export const selectAppliedSearch = (snapshot: ListSnapshot) => snapshot.context.query.q;
export const selectSearchText = (snapshot: ListSnapshot) => snapshot.context.searchText;
export const selectPage = (snapshot: ListSnapshot) => snapshot.context.query.page;
export const selectPageSize = (snapshot: ListSnapshot) => snapshot.context.query.page_size;
export const selectFailure = (snapshot: ListSnapshot) => snapshot.context.failure;
/** The portfolio name is worth a line on the card only where the list spans portfolios. */
export const selectSpansPortfolios = (snapshot: ListSnapshot) => snapshot.context.collection.kind === 'all';
