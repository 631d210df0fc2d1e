import type { ApiFailure } from '../../../src/api/apiError';
import type { WorkspaceDetail } from '../../../src/api/schemas/workspace.schema';
import type { WorkspaceSettings } from '../../../src/api/schemas/workspaceSettings.schema';
import { workspaceDetailMachine } from '../../../src/machines/workspaceDetail.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { renamedWorkspace, workspaceDetail } from '../support/workspaceFixtures';

type Expected = { workspaceId: string; workspace: WorkspaceDetail | null; failure: ApiFailure | null };

const ID = workspaceDetail.id;
const notFound = apiError(404, 'Resource Not Found');
const newLists: WorkspaceSettings = { ...workspaceDetail.settings, priority_items: [] };
const withOneMore: WorkspaceDetail = { ...workspaceDetail, simulation_count: workspaceDetail.simulation_count + 1, updated_at: '2026-04-01T10:00:00.000Z' };
const SIM = 'b03caab3-b869-4412-98f1-2cbd05134e2b';
const OTHER = '6ab1df07-8192-43a4-8f50-6b7c8d9eafb2';
const AT = '2026-04-01T10:00:00.000Z';

/**
 * SPEC 2 "Workspace detail" and SPEC 8 "Handling by status": a 404 goes to the not-found page, here
 * the workspace's; another failure offers Retry. Once shown, the page keeps what the settings tab
 * saved: the header shows a new name, and the tab opened again starts from the saved lists. A
 * simulation published into it, from the page or (SPEC 4 "Real-time events") anywhere, changes its
 * count: it is loaded again while the page stays shown.
 */
export const workspaceDetailModel = machineModel({
  name: 'workspaceDetail',
  machine: workspaceDetailMachine,
  starts: [
    {
      label: 'workspace page opened',
      input: { workspaceId: ID },
      state: 'loading',
      context: { workspaceId: ID, workspace: null, failure: null } as Expected,
    },
  ],
  events: {
    'the workspace loads': { type: 'xstate.done.actor.fetchWorkspace', output: workspaceDetail },
    'the load answers 404': { type: 'xstate.error.actor.fetchWorkspace', error: notFound },
    'the load fails with 500': { type: 'xstate.error.actor.fetchWorkspace', error: apiError(500, 'Unexpected error happened.') },
    'the user retries': { type: 'workspace.retry' },
    'the settings tab saved a new name': { type: 'workspace.changed', workspace: renamedWorkspace },
    'the settings tab saved the lists': { type: 'settings.changed', settings: newLists },
    'the user publishes a simulation here': { type: 'workspace.refresh' },
    'a simulation is published into this workspace': { type: 'realtime.new_simulation_created', workspace_id: ID, simulation_id: SIM, timestamp: AT },
    'a simulation is published into another workspace': { type: 'realtime.new_simulation_created', workspace_id: OTHER, simulation_id: SIM, timestamp: AT },
    'the workspace loads again, with one more simulation': { type: 'xstate.done.actor.refreshWorkspace', output: withOneMore },
    'loading it again answers 404': { type: 'xstate.error.actor.refreshWorkspace', error: notFound },
    'loading it again fails with 500': { type: 'xstate.error.actor.refreshWorkspace', error: apiError(500, 'Unexpected error happened.') },
  },
  states: {
    loading: { says: 'the workspace page loads', tags: ['busy'], invoked: { fetchWorkspace: { workspaceId: ID } } },
    loaded: { says: ({ workspace }) => `the header shows "${workspace?.name}"` },
    missing: { says: 'the workspace’s not-found page' },
    failed: { says: ({ failure }) => `"${failure?.message}" with Retry`, tags: ['error'] },
    refreshing: { says: ({ workspace }) => `the header still shows "${workspace?.name}" while it loads again`, invoked: { refreshWorkspace: { workspaceId: ID } } },
  },
  transitions: {
    loading: {
      'the workspace loads': { to: 'loaded', context: { workspace: workspaceDetail, failure: null } },
      'the load answers 404': { to: 'missing', calls: { reportMissing: [notFound] } },
      'the load fails with 500': { to: 'failed', context: { failure: { status: 500, message: 'Unexpected error happened.' } } },
    },
    failed: { 'the user retries': 'loading' },
    loaded: {
      'the settings tab saved a new name': { context: { workspace: renamedWorkspace } },
      'the settings tab saved the lists': { context: ({ workspace }) => ({ workspace: workspace && { ...workspace, settings: newLists } }) },
      'the user publishes a simulation here': 'refreshing',
      'a simulation is published into this workspace': 'refreshing',
    },
    refreshing: {
      'the workspace loads again, with one more simulation': { to: 'loaded', context: { workspace: withOneMore, failure: null } },
      'loading it again answers 404': { to: 'missing', calls: { reportMissing: [notFound] } },
      // The page keeps what it showed; the next publication loads it again.
      'loading it again fails with 500': 'loaded',
      'the settings tab saved a new name': { context: { workspace: renamedWorkspace } },
      'the settings tab saved the lists': { context: ({ workspace }) => ({ workspace: workspace && { ...workspace, settings: newLists } }) },
    },
  },
});
