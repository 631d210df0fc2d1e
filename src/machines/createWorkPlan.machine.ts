import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import { workPlanInputSchema, type WorkPlanDetail, type WorkPlanInput } from '../api/schemas/workPlan.schema';
import { errorOf } from './eventParams';
import { invalidFields } from './invalidFields';
import { notProvided } from './notProvided';

/** How long typing must pause before the name is checked against the portfolio's plans. */
export const NAME_CHECK_DEBOUNCE_MS = 400;

export type WorkPlanField = 'name' | 'description';
const FIELDS: readonly WorkPlanField[] = ['name', 'description'];

export type CreateWorkPlanContext = {
  portfolioId: string;
  name: string;
  description: string;
  /** The portfolio already has a plan of this name: SPEC 5's warning, which does not block. */
  nameTaken: boolean;
  failure: ApiFailure | null;
  /** The fields the server refused, shown on the fields themselves. */
  invalid: WorkPlanField[];
};

export type CreateWorkPlanEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'name.change'; value: string }
  | { type: 'description.change'; value: string }
  | { type: 'form.submit' };

const EMPTY_FORM = { name: '', description: '', nameTaken: false, failure: null, invalid: [] };

/**
 * The Create Work Plan dialog of a portfolio's Work Plans tab (SPEC 2 "Create Work Plan" form,
 * SPEC 5: name up to 50, description up to 100, names should be unique but may repeat):
 * closed → editing → creating. While editing, a pause in typing checks the name and the answer
 * sets the soft warning. A refusal stays in the dialog, on the fields it names. Success confirms
 * (SPEC 8 "work plan created"), tells the tab what changed and opens the new plan.
 */
export const createWorkPlanMachine = setup({
  types: {
    context: {} as CreateWorkPlanContext,
    events: {} as CreateWorkPlanEvent,
    input: {} as { portfolioId: string },
    tags: {} as 'open' | 'busy' | 'error',
  },
  actors: {
    checkWorkPlanName: fromPromise<boolean, { portfolioId: string; name: string }>(notProvided('checkWorkPlanName')),
    createWorkPlan: fromPromise<WorkPlanDetail, { portfolioId: string; workPlan: WorkPlanInput }>(notProvided('createWorkPlan')),
  },
  actions: {
    notifyCreated: notProvided<[unknown, WorkPlanDetail]>('notifyCreated'),
    /** The tab's list is out of date. */
    reportCreated: notProvided<[unknown, WorkPlanDetail]>('reportCreated'),
    openWorkPlan: notProvided<[unknown, WorkPlanDetail]>('openWorkPlan'),
    resetForm: assign(EMPTY_FORM),
    // A new name has not been checked yet: no warning until its answer says so.
    storeName: assign({ name: (_, value: string) => value, nameTaken: false }),
    storeDescription: assign({ description: (_, value: string) => value }),
    storeNameTaken: assign({ nameTaken: (_, taken: boolean) => taken }),
    storeFailure: assign({
      failure: (_, error: unknown) => toApiFailure(error),
      invalid: (_, error: unknown) => invalidFields(error, FIELDS),
    }),
    clearFailure: assign({ failure: null, invalid: [] }),
  },
  guards: {
    isValid: ({ context }) => workPlanInputSchema.safeParse({ name: context.name, description: context.description }).success,
    hasName: ({ context }) => context.name.trim() !== '',
  },
  delays: {
    nameCheckDebounce: NAME_CHECK_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'createWorkPlan',
  context: ({ input }) => ({ portfolioId: input.portfolioId, ...EMPTY_FORM }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'editing', actions: 'resetForm' } },
    },
    editing: {
      tags: 'open',
      initial: 'idle',
      states: {
        idle: {},
        waiting: {
          after: { nameCheckDebounce: [{ guard: 'hasName', target: 'checking' }, { target: 'idle' }] },
        },
        checking: {
          invoke: {
            id: 'checkWorkPlanName',
            src: 'checkWorkPlanName',
            input: ({ context }) => ({ portfolioId: context.portfolioId, name: context.name.trim() }),
            onDone: { target: 'idle', actions: { type: 'storeNameTaken', params: ({ event }) => event.output } },
            // The warning is advice: a check that fails leaves the user free to go on without it.
            onError: 'idle',
          },
        },
      },
      on: {
        'dialog.close': 'closed',
        'name.change': { target: '.waiting', reenter: true, actions: { type: 'storeName', params: ({ event }) => event.value } },
        'description.change': { actions: { type: 'storeDescription', params: ({ event }) => event.value } },
        'form.submit': { guard: 'isValid', target: 'creating' },
      },
    },
    creating: {
      tags: ['open', 'busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'createWorkPlan',
        src: 'createWorkPlan',
        input: ({ context }) => ({
          portfolioId: context.portfolioId,
          workPlan: { name: context.name.trim(), description: context.description.trim() },
        }),
        onDone: {
          target: 'closed',
          actions: [
            { type: 'notifyCreated', params: ({ event }) => event.output },
            { type: 'reportCreated', params: ({ event }) => event.output },
            { type: 'openWorkPlan', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failed: {
      tags: ['open', 'error'],
      on: {
        'dialog.close': 'closed',
        'name.change': { target: 'editing.waiting', actions: [{ type: 'storeName', params: ({ event }) => event.value }, 'clearFailure'] },
        'description.change': { target: 'editing', actions: [{ type: 'storeDescription', params: ({ event }) => event.value }, 'clearFailure'] },
        'form.submit': { guard: 'isValid', target: 'creating' },
      },
    },
  },
});
