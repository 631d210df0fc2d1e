import type { SnapshotFrom } from 'xstate';
import type { PortfolioAction } from '../../../api/schemas/portfolioPermission.schema';
import type { workspaceDetailMachine } from '../../../machines/workspaceDetail.machine';

type DetailSnapshot = SnapshotFrom<typeof workspaceDetailMachine>;

/** What the page shows: a skeleton, the failure with Retry, the workspace, or nothing while leaving for not-found. */
export type WorkspaceView = 'loading' | 'failed' | 'missing' | 'loaded';

export function selectWorkspaceView(snapshot: DetailSnapshot): WorkspaceView {
  if (snapshot.hasTag('busy')) return 'loading';
  if (snapshot.hasTag('error')) return 'failed';
  return snapshot.matches('missing') ? 'missing' : 'loaded';
}

export const selectWorkspace = (snapshot: DetailSnapshot) => snapshot.context.workspace;
export const selectWorkspaceFailure = (snapshot: DetailSnapshot) => snapshot.context.failure;
export const selectSimulationCount = (snapshot: DetailSnapshot) => snapshot.context.workspace?.simulation_count ?? 0;

/**
 * The client's mirror of SPEC 6 for display only: the server lists what the signed-in member may
 * do in the workspace's portfolio and checks it again on every call.
 */
export const selectMay = (action: PortfolioAction) => (snapshot: DetailSnapshot) =>
  snapshot.context.workspace?.allowed_actions.includes(action) ?? false;
