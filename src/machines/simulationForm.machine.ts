import { and, assign, fromPromise, sendParent, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { SimulationDetail, SimulationUpdate } from '../api/schemas/simulation.schema';
import type { AppEvent } from './app.machine';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

/** A user-defined field's value: text, a number, a date as text, a list option, or none. */
export type UdfValue = SimulationUpdate['udf_values'][string];

export type SimulationFormInput = { id: string; saved: SimulationUpdate };

export type SimulationFormContext = {
  id: string;
  /** What the server holds; Reset goes back to it. */
  saved: SimulationUpdate;
  draft: SimulationUpdate;
  failure: ApiFailure | null;
};

export type SimulationFormEvent =
  | { type: 'name.change'; value: string }
  | { type: 'description.change'; value: string }
  | { type: 'statusItem.change'; value: string | null }
  | { type: 'priorityItem.change'; value: string | null }
  | { type: 'udf.change'; fieldId: string; value: UdfValue }
  | { type: 'form.reset' }
  | { type: 'form.submit' };

/** The planner's fields of a simulation as PUT /simulations/{simId} takes them. */
export function simulationFields(simulation: SimulationDetail): SimulationUpdate {
  const { name, description, status_item_id, priority_item_id, udf_values } = simulation;
  return { name, description, status_item_id, priority_item_id, udf_values };
}

/** Field values compare as the server keeps them: an emptied field is the same as one never set. */
const udfKey = (values: SimulationUpdate['udf_values']) =>
  JSON.stringify(
    Object.entries(values)
      .filter(([, value]) => value !== null && value !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );

export const isSimulationDraftDirty = ({ draft, saved }: SimulationFormContext) =>
  draft.name !== saved.name ||
  draft.description !== saved.description ||
  draft.status_item_id !== saved.status_item_id ||
  draft.priority_item_id !== saved.priority_item_id ||
  udfKey(draft.udf_values) !== udfKey(saved.udf_values);

const trimmed = (draft: SimulationUpdate): SimulationUpdate => ({
  ...draft,
  name: draft.name.trim(),
  description: draft.description.trim(),
  udf_values: Object.fromEntries(Object.entries(draft.udf_values).map(([id, value]) => [id, typeof value === 'string' ? value.trim() || null : value])),
});

/**
 * The simulation's settings form (SPEC 2 "Simulation detail" settings, SPEC 5 lengths): name,
 * description, the status and priority items and the user-defined field values of its workspace,
 * editing ⇄ saving like the details form. Saving is offered only for a changed draft that the
 * wiring's schema accepts; the server's answer becomes the saved values and is published to the
 * page, and whether the draft differs goes to the app actor as `form.dirty` at every change.
 */
export const simulationFormMachine = setup({
  types: {
    context: {} as SimulationFormContext,
    events: {} as SimulationFormEvent,
    input: {} as SimulationFormInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    saveSimulation: fromPromise<SimulationDetail, { id: string; changes: SimulationUpdate }>(notProvided('saveSimulation')),
  },
  actions: {
    notifySaved: notProvided('notifySaved'),
    publishSaved: notProvided<[unknown, SimulationDetail]>('publishSaved'),
    storeName: assign({ draft: ({ context }, name: string) => ({ ...context.draft, name }) }),
    storeDescription: assign({ draft: ({ context }, description: string) => ({ ...context.draft, description }) }),
    storeStatusItem: assign({ draft: ({ context }, status_item_id: string | null) => ({ ...context.draft, status_item_id }) }),
    storePriorityItem: assign({ draft: ({ context }, priority_item_id: string | null) => ({ ...context.draft, priority_item_id }) }),
    storeUdfValue: assign({
      draft: ({ context }, { fieldId, value }: { fieldId: string; value: UdfValue }) => ({
        ...context.draft,
        udf_values: { ...context.draft.udf_values, [fieldId]: value },
      }),
    }),
    resetDraft: assign({ draft: ({ context }) => context.saved, failure: null }),
    storeSaved: assign({
      saved: (_, saved: SimulationDetail) => simulationFields(saved),
      draft: (_, saved: SimulationDetail) => simulationFields(saved),
      failure: null,
    }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    reportDirty: sendParent(({ context, self }): AppEvent => ({ type: 'form.dirty', form: self.id, dirty: isSimulationDraftDirty(context) })),
  },
  guards: {
    isDirty: ({ context }) => isSimulationDraftDirty(context),
    /** The wiring checks the draft against the request's schema (SPEC 5 lengths). */
    isDraftValid: notProvided<[{ context: SimulationFormContext }]>('isDraftValid'),
    canSave: and(['isDirty', 'isDraftValid']),
  },
}).createMachine({
  id: 'simulationForm',
  context: ({ input }) => ({ id: input.id, saved: input.saved, draft: input.saved, failure: null }),
  initial: 'editing',
  on: {
    // Editing after a failed save starts over from the message.
    'name.change': { target: '.editing', actions: [{ type: 'storeName', params: ({ event }) => event.value }, 'reportDirty'] },
    'description.change': { target: '.editing', actions: [{ type: 'storeDescription', params: ({ event }) => event.value }, 'reportDirty'] },
    'statusItem.change': { target: '.editing', actions: [{ type: 'storeStatusItem', params: ({ event }) => event.value }, 'reportDirty'] },
    'priorityItem.change': { target: '.editing', actions: [{ type: 'storePriorityItem', params: ({ event }) => event.value }, 'reportDirty'] },
    'udf.change': { target: '.editing', actions: [{ type: 'storeUdfValue', params: ({ event }) => ({ fieldId: event.fieldId, value: event.value }) }, 'reportDirty'] },
    'form.reset': { target: '.editing', actions: ['resetDraft', 'reportDirty'] },
  },
  states: {
    editing: {
      on: { 'form.submit': { guard: 'canSave', target: 'saving' } },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveSimulation',
        src: 'saveSimulation',
        input: ({ context }) => ({ id: context.id, changes: trimmed(context.draft) }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'storeSaved', params: ({ event }) => event.output },
            'reportDirty',
            { type: 'publishSaved', params: ({ event }) => event.output },
            'notifySaved',
          ],
        },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
      // While saving, the draft is what is being sent: changes wait for the answer.
      on: {
        'name.change': {},
        'description.change': {},
        'statusItem.change': {},
        'priorityItem.change': {},
        'udf.change': {},
        'form.reset': {},
      },
    },
    failed: {
      tags: 'error',
      on: { 'form.submit': { guard: 'canSave', target: 'saving' } },
    },
  },
});
