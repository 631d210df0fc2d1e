import type { ApiFailure } from '../../../src/api/apiError';
import type { SimulationUpdate } from '../../../src/api/schemas/simulation.schema';
import { simulationFields, simulationFormMachine } from '../../../src/machines/simulationForm.machine';
import { simulationFormInput } from '../harness/simulationForm.harness';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { renamedSimulation } from '../support/simulationFixtures';
import { workspaceSettings } from '../support/workspaceFixtures';

type Expected = { id: string; saved: SimulationUpdate; draft: SimulationUpdate; failure: ApiFailure | null };

const ID = simulationFormInput.id;
const SUBMIT = 'the user presses Save';
const APPROVED = workspaceSettings.status_items[1]!.id;
const HIGH = workspaceSettings.priority_items[0]!.id;
const WARD = workspaceSettings.udf_fields[0]!.id;
const refusal = apiError(403, 'You have reached an area that requires special permission.');
const savedAnswer = simulationFields(renamedSimulation);

/** An emptied field value is no value at all, as the server keeps it. */
const filled = (values: SimulationUpdate['udf_values']) => JSON.stringify(Object.entries(values).filter(([, value]) => value !== null && value !== '').sort());
const isDirty = ({ draft, saved }: Expected) =>
  draft.name !== saved.name ||
  draft.description !== saved.description ||
  draft.status_item_id !== saved.status_item_id ||
  draft.priority_item_id !== saved.priority_item_id ||
  filled(draft.udf_values) !== filled(saved.udf_values);
/** SPEC 5: a name of 1-100 characters, a description up to 250. */
const isValid = ({ draft }: Expected) => draft.name.trim() !== '' && draft.name.trim().length <= 100 && draft.description.trim().length <= 250;
const submit = (context: Expected) => (isDirty(context) && isValid(context) ? 'saving' : {});
/** Every change tells the app whether the form now differs from what is saved (SPEC 4 unsaved-changes warning); a change after a failed save starts editing again. */
const change = (changes: (draft: SimulationUpdate) => Partial<SimulationUpdate>) => (context: Expected) => ({
  to: 'editing',
  context: { draft: { ...context.draft, ...changes(context.draft) } },
  calls: { reportDirty: [undefined] },
});
const reset = { to: 'editing', context: ({ saved }: Expected) => ({ draft: saved, failure: null }), calls: { reportDirty: [undefined] } };

/**
 * SPEC 2 "Simulation detail" settings: the simulation's name and description (SPEC 5 lengths), its
 * status and priority items and its user-defined field values (SPEC 3 "Workspace" settings),
 * saved together by PUT /simulations/{id}; SPEC 8 "Success toasts": simulation updated. Save is
 * offered only for a changed, valid draft; the saved answer becomes what Reset goes back to and
 * goes to the page.
 */
export const simulationFormModel = machineModel({
  name: 'simulationForm',
  // The traversal decides Save by SPEC 5 where the wiring asks the request schema.
  machine: simulationFormMachine.provide({ guards: { isDraftValid: ({ context }) => isValid(context) } }),
  starts: [
    {
      label: 'settings tab opened by an Editor',
      input: simulationFormInput,
      state: 'editing',
      context: { id: ID, saved: simulationFormInput.saved, draft: simulationFormInput.saved, failure: null } as Expected,
    },
  ],
  events: {
    'the user renames it': { type: 'name.change', value: renamedSimulation.name },
    'the user blanks the name': { type: 'name.change', value: '  ' },
    'the user changes the description': { type: 'description.change', value: 'Final budget scenario.' },
    'the user sets the status to Approved': { type: 'statusItem.change', value: APPROVED },
    'the user sets the priority to High': { type: 'priorityItem.change', value: HIGH },
    'the user picks the North ward': { type: 'udf.change', fieldId: WARD, value: 'North' },
    'the user resets the form': { type: 'form.reset' },
    [SUBMIT]: { type: 'form.submit' },
    'the simulation is saved': { type: 'xstate.done.actor.saveSimulation', output: renamedSimulation },
    'the server refuses': { type: 'xstate.error.actor.saveSimulation', error: refusal },
  },
  states: {
    editing: { says: (context) => `the settings form "${context.draft.name}"${isDirty(context) ? ' with unsaved changes' : ''}${isValid(context) ? '' : ', the name required'}` },
    saving: {
      says: 'saving the simulation',
      tags: ['busy'],
      invoked: ({ draft }) => ({ saveSimulation: { id: ID, changes: { ...draft, name: draft.name.trim(), description: draft.description.trim() } } }),
    },
    failed: { says: ({ failure }) => `"${failure?.message}"`, tags: ['error'] },
  },
  transitions: {
    editing: {
      'the user renames it': change(() => ({ name: renamedSimulation.name })),
      'the user blanks the name': change(() => ({ name: '  ' })),
      'the user changes the description': change(() => ({ description: 'Final budget scenario.' })),
      'the user sets the status to Approved': change(() => ({ status_item_id: APPROVED })),
      'the user sets the priority to High': change(() => ({ priority_item_id: HIGH })),
      'the user picks the North ward': change((draft) => ({ udf_values: { ...draft.udf_values, [WARD]: 'North' } })),
      'the user resets the form': reset,
      [SUBMIT]: submit,
    },
    saving: {
      'the simulation is saved': {
        to: 'editing',
        context: { saved: savedAnswer, draft: savedAnswer, failure: null },
        calls: { reportDirty: [undefined], publishSaved: [renamedSimulation], notifySaved: [undefined] },
      },
      'the server refuses': { to: 'failed', context: { failure: { status: 403, message: 'You have reached an area that requires special permission.' } } },
    },
    failed: {
      'the user renames it': change(() => ({ name: renamedSimulation.name })),
      'the user blanks the name': change(() => ({ name: '  ' })),
      'the user changes the description': change(() => ({ description: 'Final budget scenario.' })),
      'the user sets the status to Approved': change(() => ({ status_item_id: APPROVED })),
      'the user sets the priority to High': change(() => ({ priority_item_id: HIGH })),
      'the user picks the North ward': change((draft) => ({ udf_values: { ...draft.udf_values, [WARD]: 'North' } })),
      'the user resets the form': reset,
      [SUBMIT]: submit,
    },
  },
});
