import type { ApiFailure } from '../../../src/api/apiError';
import { deleteByNameMachine } from '../../../src/machines/deleteByName.machine';
import { deleteByNameInput } from '../harness/deleteByName.harness';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';

type Expected = { id: string; name: string; typedName: string; failure: ApiFailure | null };

const NAME = deleteByNameInput.name;
const CONFIRM = 'the user presses Delete';
const MISMATCH = 'The name you typed does not match the Portfolio name.';

/**
 * SPEC 5: deleting a portfolio or a workspace is permanent and needs the item's name typed.
 * SPEC 8 "Success toasts" (portfolio deleted, workspace deleted); the user then leaves the item
 * (for the portfolio list, or the portfolio's Workspaces tab).
 */
export const deleteByNameModel = machineModel({
  name: 'deleteByName',
  machine: deleteByNameMachine,
  starts: [
    {
      label: 'a settings tab opened by someone who may delete the item',
      input: deleteByNameInput,
      state: 'closed',
      context: { ...deleteByNameInput, typedName: '', failure: null } as Expected,
    },
  ],
  events: {
    'the user opens Delete': { type: 'dialog.open' },
    'the user closes the dialog': { type: 'dialog.close' },
    'the user types the item’s name': { type: 'name.change', value: NAME },
    'the user types "Roads"': { type: 'name.change', value: 'Roads' },
    [CONFIRM]: { type: 'delete.confirm' },
    'the item is deleted': { type: 'xstate.done.actor.deleteItem' },
    'the server refuses the name': { type: 'xstate.error.actor.deleteItem', error: apiError(400, MISMATCH) },
  },
  states: {
    closed: { says: 'no dialog' },
    confirming: {
      says: ({ typedName, failure }) =>
        `the delete dialog, Delete ${typedName === NAME ? 'enabled' : 'disabled'}${failure ? `, showing "${failure.message}"` : ''}`,
      tags: ['open'],
    },
    deleting: {
      says: 'the dialog, busy, while the item is deleted',
      tags: ['open', 'busy'],
      invoked: { deleteItem: { id: deleteByNameInput.id, confirmName: NAME } },
    },
    deleted: { says: '"Portfolio deleted." (or "Workspace deleted.") and the page the item belonged to' },
  },
  transitions: {
    closed: { 'the user opens Delete': { to: 'confirming', context: { typedName: '', failure: null } } },
    confirming: {
      'the user closes the dialog': 'closed',
      'the user types the item’s name': { context: { typedName: NAME } },
      'the user types "Roads"': { context: { typedName: 'Roads' } },
      [CONFIRM]: ({ typedName }: Expected) => (typedName === NAME ? 'deleting' : {}),
    },
    deleting: {
      'the item is deleted': { to: 'deleted', calls: { notifyDeleted: [{ name: NAME }], leave: [undefined] } },
      'the server refuses the name': { to: 'confirming', context: { failure: { status: 400, message: MISMATCH } } },
    },
  },
});
