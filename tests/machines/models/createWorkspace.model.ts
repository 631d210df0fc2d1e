import type { ApiFailure } from '../../../src/api/apiError';
import { ApiError } from '../../../src/api/apiError';
import { createWorkspaceMachine } from '../../../src/machines/createWorkspace.machine';
import { apiError, portfolio } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { createdWorkspace } from '../support/workspaceListFixtures';

type Expected = { portfolioId: string; name: string; description: string; failure: ApiFailure | null; invalid: string[] };

const LONG_NAME = 'N'.repeat(101);
/** SPEC 5: a name is required and at most 100 characters, a description at most 250. */
const isValid = ({ name, description }: Expected) => name.trim() !== '' && name.length <= 100 && description.length <= 250;
const SUBMIT = 'the user presses Create';
const submit = (context: Expected) => (isValid(context) ? { to: 'creating', context: { failure: null, invalid: [] } } : { context: {} });
const refusedName = new ApiError(400, {
  code: 400,
  message: 'Some of the values you entered are not valid.',
  key: 'errors.validation',
  errors: [{ path: 'body.name', message: 'must contain a visible character' }],
});
const forbidden = apiError(403, 'You have reached an area that requires special permission.');
/** Editing again hides the refusal. */
const edit = (change: Partial<Expected>) => ({ to: 'editing', context: { ...change, failure: null, invalid: [] } });

/**
 * SPEC 2 "Create Workspace" form in a portfolio's Workspaces tab (Editors and Admins, SPEC 6),
 * SPEC 5 (lengths), SPEC 8 "Success toasts" (workspace created). A refusal stays in the dialog:
 * on the field the server names, else above the form. Success also refreshes the tab and opens
 * the new workspace.
 */
export const createWorkspaceModel = machineModel({
  name: 'createWorkspace',
  machine: createWorkspaceMachine,
  starts: [
    {
      label: "a portfolio's Workspaces tab shown",
      input: { portfolioId: portfolio.id },
      state: 'closed',
      context: { portfolioId: portfolio.id, name: '', description: '', failure: null, invalid: [] } as Expected,
    },
  ],
  events: {
    'the user opens Create Workspace': { type: 'dialog.open' },
    'the user closes the dialog': { type: 'dialog.close' },
    'the user names it " Stormwater Renewals "': { type: 'name.change', value: ' Stormwater Renewals ' },
    'the user blanks the name': { type: 'name.change', value: '   ' },
    'the user types a 101-character name': { type: 'name.change', value: LONG_NAME },
    'the user describes it': { type: 'description.change', value: 'Pits, pipes and outlets.' },
    [SUBMIT]: { type: 'form.submit' },
    'the workspace is created': { type: 'xstate.done.actor.createWorkspace', output: createdWorkspace },
    'the server refuses the name (400)': { type: 'xstate.error.actor.createWorkspace', error: refusedName },
    'the server refuses the user (403)': { type: 'xstate.error.actor.createWorkspace', error: forbidden },
  },
  states: {
    closed: { says: 'no dialog' },
    editing: { says: ({ name }) => `the dialog with name "${name}"${isValid({ name, description: '' } as Expected) ? '' : ' (Create does nothing)'}`, tags: ['open'] },
    creating: {
      says: 'the dialog, busy, while the workspace is created',
      tags: ['open', 'busy'],
      invoked: ({ name, description }) => ({ createWorkspace: { portfolioId: portfolio.id, workspace: { name: name.trim(), description: description.trim() } } }),
    },
    failed: {
      says: ({ failure, invalid }) => (invalid.length > 0 ? `the dialog marks the ${invalid.join(' and ')} field as refused` : `the dialog shows "${failure?.message}"`),
      tags: ['open', 'error'],
    },
  },
  transitions: {
    closed: { 'the user opens Create Workspace': { to: 'editing', context: { name: '', description: '', failure: null, invalid: [] } } },
    editing: {
      'the user closes the dialog': 'closed',
      'the user names it " Stormwater Renewals "': { context: { name: ' Stormwater Renewals ' } },
      'the user blanks the name': { context: { name: '   ' } },
      'the user types a 101-character name': { context: { name: LONG_NAME } },
      'the user describes it': { context: { description: 'Pits, pipes and outlets.' } },
      [SUBMIT]: submit,
    },
    creating: {
      'the workspace is created': {
        to: 'closed',
        calls: { notifyCreated: [createdWorkspace], reportCreated: [createdWorkspace], openWorkspace: [createdWorkspace] },
      },
      'the server refuses the name (400)': {
        to: 'failed',
        context: { failure: { status: 400, message: 'Some of the values you entered are not valid.', key: 'errors.validation' }, invalid: ['name'] },
      },
      'the server refuses the user (403)': {
        to: 'failed',
        context: { failure: { status: 403, message: 'You have reached an area that requires special permission.' }, invalid: [] },
      },
    },
    failed: {
      'the user closes the dialog': 'closed',
      'the user names it " Stormwater Renewals "': edit({ name: ' Stormwater Renewals ' }),
      'the user blanks the name': edit({ name: '   ' }),
      'the user types a 101-character name': edit({ name: LONG_NAME }),
      'the user describes it': edit({ description: 'Pits, pipes and outlets.' }),
      [SUBMIT]: submit,
    },
  },
});
