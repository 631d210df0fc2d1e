import type { ApiFailure } from '../../../src/api/apiError';
import { detailsFormMachine, type Details } from '../../../src/machines/detailsForm.machine';
import { detailsFormInput } from '../harness/detailsForm.harness';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { renamedPortfolio } from '../support/portfolioFixtures';

type Expected = { id: string; saved: Details; draft: Details; failure: ApiFailure | null };

const ID = detailsFormInput.id;
const SUBMIT = 'the user presses Save';
const NEW_DESCRIPTION = 'Every sealed road, bridge and major culvert.';
const refusal = apiError(403, 'You have reached an area that requires special permission.');
const isDirty = ({ draft, saved }: Expected) => draft.name !== saved.name || draft.description !== saved.description;
/** SPEC 5: a name of 1-100 characters, a description up to 250. */
const isValid = ({ draft }: Expected) => draft.name.trim() !== '' && draft.name.trim().length <= 100 && draft.description.trim().length <= 250;
const submit = (context: Expected) => (isDirty(context) && isValid(context) ? 'saving' : {});
/** Every change tells the app whether the form now differs from what is saved (SPEC 4 unsaved-changes warning). */
const change = (field: keyof Details, value: string, to?: string) => (context: Expected) => ({
  to,
  context: { draft: { ...context.draft, [field]: value } },
  calls: { reportDirty: [undefined] },
});
const reset = (to?: string) => (context: Expected) => ({ to, context: { draft: context.saved, failure: null }, calls: { reportDirty: [undefined] } });

/**
 * SPEC 2 "Portfolio detail" and "Workspace detail" Settings (name and description), SPEC 5
 * (lengths), SPEC 8 "Success toasts" (portfolio or workspace updated). The saved answer becomes
 * what Reset goes back to, and the page header shows it at once.
 */
export const detailsFormModel = machineModel({
  name: 'detailsForm',
  // The traversal decides Save by SPEC 5 where the wirings ask their request schemas.
  machine: detailsFormMachine.provide({ guards: { isDraftValid: ({ context }) => isValid(context) } }),
  starts: [
    {
      label: 'settings tab opened by an Admin',
      input: detailsFormInput,
      state: 'editing',
      context: { id: ID, saved: detailsFormInput.saved, draft: detailsFormInput.saved, failure: null } as Expected,
    },
  ],
  events: {
    'the user renames it': { type: 'name.change', value: renamedPortfolio.name },
    'the user blanks the name': { type: 'name.change', value: '  ' },
    'the user changes the description': { type: 'description.change', value: NEW_DESCRIPTION },
    'the user resets the form': { type: 'form.reset' },
    [SUBMIT]: { type: 'form.submit' },
    'the details are saved': { type: 'xstate.done.actor.saveDetails', output: renamedPortfolio },
    'the server refuses': { type: 'xstate.error.actor.saveDetails', error: refusal },
  },
  states: {
    editing: { says: (context) => `the details form "${context.draft.name}"${isDirty(context) ? ' with unsaved changes' : ''}${isValid(context) ? '' : ', the name required'}` },
    saving: {
      says: 'saving the name and description',
      tags: ['busy'],
      invoked: ({ draft }) => ({ saveDetails: { id: ID, changes: { name: draft.name.trim(), description: draft.description.trim() } } }),
    },
    failed: { says: ({ failure }) => `"${failure?.message}"`, tags: ['error'] },
  },
  transitions: {
    editing: {
      'the user renames it': change('name', renamedPortfolio.name),
      'the user blanks the name': change('name', '  '),
      'the user changes the description': change('description', NEW_DESCRIPTION),
      'the user resets the form': reset(),
      [SUBMIT]: submit,
    },
    saving: {
      'the details are saved': {
        to: 'editing',
        context: {
          saved: { name: 'Roads, Bridges and Culverts', description: renamedPortfolio.description },
          draft: { name: 'Roads, Bridges and Culverts', description: renamedPortfolio.description },
          failure: null,
        },
        calls: { reportDirty: [undefined], publishSaved: [renamedPortfolio], notifySaved: [undefined] },
      },
      'the server refuses': { to: 'failed', context: { failure: { status: 403, message: 'You have reached an area that requires special permission.' } } },
    },
    failed: {
      'the user renames it': change('name', renamedPortfolio.name, 'editing'),
      'the user blanks the name': change('name', '  ', 'editing'),
      'the user changes the description': change('description', NEW_DESCRIPTION, 'editing'),
      'the user resets the form': reset('editing'),
      [SUBMIT]: submit,
    },
  },
});
