import { workPlanPanelFormMachine } from '../../../src/machines/workPlanPanelForm.machine';
import { projectDraftValid } from '../harness/workPlanPanelForm.harness';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';

type Draft = { name: string; description: string };
type Expected = { saved: Draft; draft: Draft; submitted: boolean; failure: { status: number; message: string; key?: string } | null };

const START: Draft = { name: 'Barrabool Road upgrade', description: '' };
const RENAMED = 'Barrabool Road renewal';
const LONG = 'N'.repeat(101);
/** SPEC 5: name required, at most 100; description at most 250. */
const valid = ({ name, description }: Draft) => name.trim() !== '' && name.length <= 100 && description.length <= 250;
const SAVED_PROJECT = { id: '7c2a4e6b-1f3d-4a5c-8e9f-0a1b2c3d4e5f', name: RENAMED };
const refused = apiError(403, 'You have reached an area that requires special permission.');
const submit = (context: Expected) => (valid(context.draft) ? { to: 'saving' } : { context: { submitted: true } });
const change = (field: keyof Draft, value: string) => (context: Expected) => ({ to: 'editing', context: { draft: { ...context.draft, [field]: value }, failure: null } });

/**
 * The side panel's forms (SPEC 3 Project; SPEC 5 lengths), here a project's: Save with a draft
 * the rules refuse saves nothing and shows the fields' messages; Save sends the draft and the
 * server's answer goes on (SPEC 8: 'project updated' toast); a refusal stays in the form until the
 * user edits again. Reset goes back to what the form started from.
 */
export const workPlanPanelFormModel = machineModel({
  name: 'workPlanPanelForm',
  // The rules are the wiring's; the project form's are those of SPEC 5.
  machine: workPlanPanelFormMachine.provide({ guards: { isDraftValid: projectDraftValid } }),
  starts: [{ label: "a project's details shown to an editor", input: { values: START }, state: 'editing', context: { saved: START, draft: START, submitted: false, failure: null } as Expected }],
  traversalKey: ({ draft }: Expected) => (valid(draft) ? 'valid' : 'invalid'),
  events: {
    'the user renames it': { type: 'field.change', field: 'name', value: RENAMED },
    'the user blanks the name': { type: 'field.change', field: 'name', value: ' ' },
    'the user types a 101-character name': { type: 'field.change', field: 'name', value: LONG },
    'the user presses Reset': { type: 'form.reset' },
    'the user presses Save': { type: 'form.submit' },
    'the server saves it': { type: 'xstate.done.actor.save', output: SAVED_PROJECT },
    'the server refuses (403)': { type: 'xstate.error.actor.save', error: refused },
  },
  states: {
    editing: { says: ({ draft, submitted }) => `the form with name "${draft.name}"${submitted && !valid(draft) ? ', its refused fields marked' : ''}` },
    saving: { says: 'the form, busy', tags: ['busy'], invoked: ({ draft }) => ({ save: draft }) },
    failed: { says: ({ failure }) => `the form shows "${failure?.message}"`, tags: ['error'] },
  },
  transitions: {
    editing: {
      'the user renames it': { context: (context) => ({ draft: { ...context.draft, name: RENAMED }, failure: null }) },
      'the user blanks the name': { context: (context) => ({ draft: { ...context.draft, name: ' ' }, failure: null }) },
      'the user types a 101-character name': { context: (context) => ({ draft: { ...context.draft, name: LONG }, failure: null }) },
      'the user presses Reset': { context: (context) => ({ draft: context.saved, submitted: false, failure: null }) },
      'the user presses Save': submit,
    },
    saving: {
      'the server saves it': { to: 'editing', context: (context) => ({ saved: context.draft, submitted: false, failure: null }), calls: { saved: [SAVED_PROJECT] } },
      'the server refuses (403)': { to: 'failed', context: { failure: { status: 403, message: 'You have reached an area that requires special permission.' }, submitted: true } },
    },
    failed: {
      'the user renames it': change('name', RENAMED),
      'the user blanks the name': change('name', ' '),
      'the user types a 101-character name': change('name', LONG),
      'the user presses Reset': { to: 'editing', context: (context) => ({ draft: context.saved, submitted: false, failure: null }) },
      'the user presses Save': submit,
    },
  },
});
