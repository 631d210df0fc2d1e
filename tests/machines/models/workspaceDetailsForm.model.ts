import type { ApiFailure } from '../../../src/api/apiError';
import type { WorkspaceUpdate } from '../../../src/api/schemas/workspace.schema';
import { workspaceDetailsFormMachine } from '../../../src/machines/workspaceDetailsForm.machine';
import { detailsFormInput } from '../harness/workspaceDetailsForm.harness';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { renamedWorkspace } from '../support/workspaceFixtures';

type Expected = { workspaceId: string; saved: WorkspaceUpdate; draft: WorkspaceUpdate; failure: ApiFailure | null };

const ID = detailsFormInput.workspaceId;
const SUBMIT = 'the user presses Save';
const refusal = apiError(403, 'You have reached an area that requires special permission.');
const isDirty = ({ draft, saved }: Expected) => draft.name !== saved.name || draft.description !== saved.description;
/** SPEC 5: a name of 1-100 characters, a description up to 250. */
const isValid = ({ draft }: Expected) => draft.name.trim() !== '' && draft.name.trim().length <= 100 && draft.description.trim().length <= 250;
const submit = (context: Expected) => (isDirty(context) && isValid(context) ? 'saving' : {});
/** Every change tells the app whether the form now differs from what is saved (SPEC 4 unsaved-changes warning). */
const change = (field: keyof WorkspaceUpdate, value: string, to?: string) => (context: Expected) => ({
  to,
  context: { draft: { ...context.draft, [field]: value } },
  calls: { reportDirty: [undefined] },
});
const reset = (to?: string) => (context: Expected) => ({ to, context: { draft: context.saved, failure: null }, calls: { reportDirty: [undefined] } });

/**
 * SPEC 2 "Workspace detail" settings (name and description), SPEC 5 (lengths), SPEC 8 "Success
 * toasts" (workspace updated). The saved answer becomes what Reset goes back to, and the page
 * header shows it at once.
 */
export const workspaceDetailsFormModel = machineModel({
  name: 'workspaceDetailsForm',
  machine: workspaceDetailsFormMachine,
  starts: [
    {
      label: 'settings tab opened by an Editor',
      input: detailsFormInput,
      state: 'editing',
      context: { workspaceId: ID, saved: detailsFormInput.saved, draft: detailsFormInput.saved, failure: null } as Expected,
    },
  ],
  events: {
    'the user renames it': { type: 'name.change', value: renamedWorkspace.name },
    'the user blanks the name': { type: 'name.change', value: '  ' },
    'the user changes the description': { type: 'description.change', value: renamedWorkspace.description },
    'the user resets the form': { type: 'form.reset' },
    [SUBMIT]: { type: 'form.submit' },
    'the workspace is saved': { type: 'xstate.done.actor.updateWorkspace', output: renamedWorkspace },
    'the server refuses': { type: 'xstate.error.actor.updateWorkspace', error: refusal },
  },
  states: {
    editing: { says: (context) => `the details form "${context.draft.name}"${isDirty(context) ? ' with unsaved changes' : ''}${isValid(context) ? '' : ', the name required'}` },
    saving: {
      says: 'saving the name and description',
      tags: ['busy'],
      invoked: ({ draft }) => ({ updateWorkspace: { workspaceId: ID, changes: { name: draft.name.trim(), description: draft.description.trim() } } }),
    },
    failed: { says: ({ failure }) => `"${failure?.message}"`, tags: ['error'] },
  },
  transitions: {
    editing: {
      'the user renames it': change('name', renamedWorkspace.name),
      'the user blanks the name': change('name', '  '),
      'the user changes the description': change('description', renamedWorkspace.description),
      'the user resets the form': reset(),
      [SUBMIT]: submit,
    },
    saving: {
      'the workspace is saved': {
        to: 'editing',
        context: {
          saved: { name: renamedWorkspace.name, description: renamedWorkspace.description },
          draft: { name: renamedWorkspace.name, description: renamedWorkspace.description },
          failure: null,
        },
        calls: { reportDirty: [undefined], publishWorkspace: [renamedWorkspace], notifySaved: [undefined] },
      },
      'the server refuses': { to: 'failed', context: { failure: { status: 403, message: 'You have reached an area that requires special permission.' } } },
    },
    failed: {
      'the user renames it': change('name', renamedWorkspace.name, 'editing'),
      'the user blanks the name': change('name', '  ', 'editing'),
      'the user changes the description': change('description', renamedWorkspace.description, 'editing'),
      'the user resets the form': reset('editing'),
      [SUBMIT]: submit,
    },
  },
});
