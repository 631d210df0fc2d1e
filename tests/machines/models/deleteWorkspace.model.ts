import type { ApiFailure } from '../../../src/api/apiError';
import { deleteWorkspaceMachine } from '../../../src/machines/deleteWorkspace.machine';
import { deleteWorkspaceInput } from '../harness/deleteWorkspace.harness';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';

type Expected = { workspaceId: string; workspaceName: string; typedName: string; failure: ApiFailure | null };

const NAME = deleteWorkspaceInput.workspaceName;
const CONFIRM = 'the user presses Delete';
const MISMATCH = 'The name you typed does not match the Workspace name.';

/**
 * SPEC 5: deleting a workspace is permanent and needs its name typed. SPEC 8 "Success toasts"
 * (workspace deleted); the user leaves for the portfolio's Workspaces tab.
 */
export const deleteWorkspaceModel = machineModel({
  name: 'deleteWorkspace',
  machine: deleteWorkspaceMachine,
  starts: [
    {
      label: 'settings tab opened by an Editor',
      input: deleteWorkspaceInput,
      state: 'closed',
      context: { ...deleteWorkspaceInput, typedName: '', failure: null } as Expected,
    },
  ],
  events: {
    'the user opens Delete': { type: 'dialog.open' },
    'the user closes the dialog': { type: 'dialog.close' },
    'the user types the workspace’s name': { type: 'name.change', value: NAME },
    'the user types "Budget"': { type: 'name.change', value: 'Budget' },
    [CONFIRM]: { type: 'delete.confirm' },
    'the workspace is deleted': { type: 'xstate.done.actor.deleteWorkspace' },
    'the server refuses the name': { type: 'xstate.error.actor.deleteWorkspace', error: apiError(400, MISMATCH) },
  },
  states: {
    closed: { says: 'no dialog' },
    confirming: {
      says: ({ typedName, failure }) =>
        `the delete dialog, Delete ${typedName === NAME ? 'enabled' : 'disabled'}${failure ? `, showing "${failure.message}"` : ''}`,
      tags: ['open'],
    },
    deleting: {
      says: 'the dialog, busy, while the workspace is deleted',
      tags: ['open', 'busy'],
      invoked: { deleteWorkspace: { workspaceId: deleteWorkspaceInput.workspaceId, confirmName: NAME } },
    },
    deleted: { says: '"Workspace deleted." and the portfolio’s Workspaces tab' },
  },
  transitions: {
    closed: { 'the user opens Delete': { to: 'confirming', context: { typedName: '', failure: null } } },
    confirming: {
      'the user closes the dialog': 'closed',
      'the user types the workspace’s name': { context: { typedName: NAME } },
      'the user types "Budget"': { context: { typedName: 'Budget' } },
      [CONFIRM]: ({ typedName }: Expected) => (typedName === NAME ? 'deleting' : {}),
    },
    deleting: {
      'the workspace is deleted': { to: 'deleted', calls: { notifyDeleted: [{ name: NAME }], leaveWorkspace: [undefined] } },
      'the server refuses the name': { to: 'confirming', context: { failure: { status: 400, message: MISMATCH } } },
    },
  },
});
