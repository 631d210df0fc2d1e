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

/**
 * SPEC 2 "Workspace detail" and SPEC 8 "Handling by status": a 404 goes to the not-found page, here
 * the workspace's; another failure offers Retry. Once shown, the page keeps what the settings tab
 * saved: the header shows a new name, and the tab opened again starts from the saved lists.
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
  },
  states: {
    loading: { says: 'the workspace page loads', tags: ['busy'], invoked: { fetchWorkspace: { workspaceId: ID } } },
    loaded: { says: ({ workspace }) => `the header shows "${workspace?.name}"` },
    missing: { says: 'the workspace’s not-found page' },
    failed: { says: ({ failure }) => `"${failure?.message}" with Retry`, tags: ['error'] },
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
    },
  },
});
