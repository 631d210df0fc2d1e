import type { SnapshotFrom } from 'xstate';
import type { DataSourceCandidate } from '../../../../api/schemas/dataSource.schema';
import type { dataSourceCandidatesMachine } from '../../../../machines/dataSourceCandidates.machine';
import type { dataSourceImportsMachine } from '../../../../machines/dataSourceImports.machine';

type ImportsSnapshot = SnapshotFrom<typeof dataSourceImportsMachine>;
type CandidatesSnapshot = SnapshotFrom<typeof dataSourceCandidatesMachine>;

export const selectDataSources = (snapshot: ImportsSnapshot) => snapshot.context.dataSources;
export const selectImportsFailure = (snapshot: ImportsSnapshot) => snapshot.context.failure;
export const selectImportsView = (snapshot: ImportsSnapshot): 'loading' | 'failed' | 'ready' =>
  snapshot.hasTag('busy') ? 'loading' : snapshot.hasTag('error') ? 'failed' : 'ready';
export const selectDeleteTarget = (snapshot: ImportsSnapshot) => snapshot.context.deleteTarget;
export const selectDeleting = (snapshot: ImportsSnapshot) => snapshot.matches({ ready: 'deleting' });
export const selectReordering = (snapshot: ImportsSnapshot) => snapshot.matches({ ready: 'reordering' });
export const selectSubmitting = (snapshot: ImportsSnapshot) => snapshot.matches({ ready: 'importing' });
/** An import can be submitted once the plan's list is known and nothing else is under way. */
export const selectCanSubmit = (snapshot: ImportsSnapshot) => snapshot.matches({ ready: 'idle' });

export const selectCandidates = (snapshot: CandidatesSnapshot) => snapshot.context.candidates;
export const selectCandidatesFailure = (snapshot: CandidatesSnapshot) => snapshot.context.failure;
export const selectCandidatesView = (snapshot: CandidatesSnapshot): 'loading' | 'failed' | 'ready' =>
  snapshot.hasTag('busy') ? 'loading' : snapshot.hasTag('error') ? 'failed' : 'ready';
export const selectQuery = (snapshot: CandidatesSnapshot) => snapshot.context.query;
export const selectSelected = (snapshot: CandidatesSnapshot) => snapshot.context.selected;

export type CandidateGroup = { workspaceId: string; workspaceName: string; candidates: DataSourceCandidate[] };

/** The runs by workspace, in the server's order (workspace, then simulation name), keeping those whose simulation or workspace name matches the search. */
export function groupCandidates(candidates: readonly DataSourceCandidate[], query: string): CandidateGroup[] {
  const needle = query.trim().toLocaleLowerCase();
  const groups: CandidateGroup[] = [];
  for (const candidate of candidates) {
    const matches = !needle || candidate.simulation_name.toLocaleLowerCase().includes(needle) || candidate.workspace_name.toLocaleLowerCase().includes(needle);
    if (!matches) continue;
    const group = groups.find(({ workspaceId }) => workspaceId === candidate.workspace_id);
    if (group) group.candidates.push(candidate);
    else groups.push({ workspaceId: candidate.workspace_id, workspaceName: candidate.workspace_name, candidates: [candidate] });
  }
  return groups;
}
