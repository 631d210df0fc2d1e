import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import { hasStatus, toApiFailure, type ApiFailure } from '../api/apiError';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';
import type { SidePanelSelection } from './workPlanSidePanelQuery';

export type SidePanelItemInput = { workPlanId: string; selection: SidePanelSelection };

/** A form's values by field name; each view's wiring knows their types and checks them. */
export type SidePanelDraft = Record<string, unknown>;

export type SaveSidePanelItemInput = SidePanelItemInput & { item: unknown; form: string; draft: SidePanelDraft };
export type DeleteSidePanelItemInput = SidePanelItemInput & { targetId: string };

export type SidePanelItemContext = SidePanelItemInput & {
  /** What the view shows, as its wiring's `fetchItem` returned it. */
  item: unknown;
  failure: ApiFailure | null;
  /** The open form ('edit', 'create', …), null when none is. */
  form: string | null;
  draft: SidePanelDraft;
  /** Save was pressed with values the wiring refuses: the form shows why under each field. */
  attempted: boolean;
  /** The id of what the user asked to delete (the item itself or an entry of its list). */
  targetId: string | null;
};

export type SidePanelItemEvent =
  | { type: 'item.retry' }
  /** Something else on the page changed what the item shows (treatments added from the Builder). */
  | { type: 'item.refresh' }
  | { type: 'form.open'; form: string; draft: SidePanelDraft }
  | { type: 'form.change'; field: string; value: unknown }
  | { type: 'form.cancel' }
  | { type: 'form.submit' }
  | { type: 'delete.ask'; targetId: string }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' };

const outputOf = ({ event }: { event: DoneActorEvent<unknown> }) => event.output;

/**
 * One view of the work plan side panel (SPEC 2 "Work plan side panel"): its item loads (a 404 is
 * the view's not-found text, any other failure offers Retry), then the user may open a form
 * (edit it, create something in it) or delete it or an entry of its list, permanently (SPEC 5)
 * after a confirmation. A save or a deletion the server accepts loads the item again, so that the
 * view shows what the server holds; one it refuses keeps the form, with the server's message.
 * What each view loads, saves and deletes, and which values it accepts, is its wiring's.
 */
export const sidePanelItemMachine = setup({
  types: {
    context: {} as SidePanelItemContext,
    events: {} as SidePanelItemEvent,
    input: {} as SidePanelItemInput,
    tags: {} as 'busy' | 'error' | 'formOpen' | 'confirming',
  },
  actors: {
    fetchItem: fromPromise<unknown, SidePanelItemInput>(notProvided('fetchItem')),
    saveItem: fromPromise<unknown, SaveSidePanelItemInput>(notProvided('saveItem')),
    deleteItem: fromPromise<void, DeleteSidePanelItemInput>(notProvided('deleteItem')),
  },
  actions: {
    /** A saved form: the toast, the panel's next view, the page's data refreshed. */
    reportSaved: notProvided<[unknown, { form: string; saved: unknown }]>('reportSaved'),
    /** A deletion: the toast, the panel's next view, the page's data refreshed. */
    reportDeleted: notProvided<[unknown, { targetId: string }]>('reportDeleted'),
    storeItem: assign({ item: (_, item: unknown) => item, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    openForm: assign({
      form: (_, open: { form: string; draft: SidePanelDraft }) => open.form,
      draft: (_, open: { form: string; draft: SidePanelDraft }) => open.draft,
      attempted: false,
      failure: null,
    }),
    storeField: assign({ draft: ({ context }, change: { field: string; value: unknown }) => ({ ...context.draft, [change.field]: change.value }) }),
    markAttempted: assign({ attempted: true }),
    closeForm: assign({ form: null, draft: {}, attempted: false }),
    storeTarget: assign({ targetId: (_, targetId: string) => targetId, failure: null }),
    clearTarget: assign({ targetId: null }),
  },
  guards: {
    isNotFound: (_, error: unknown) => hasStatus(error, [404]),
    /** Each view checks its form against its request schema and SPEC 5's rules. */
    isDraftValid: notProvided<[{ context: SidePanelItemContext }]>('isDraftValid'),
  },
}).createMachine({
  id: 'sidePanelItem',
  context: ({ input }) => ({ ...input, item: null, failure: null, form: null, draft: {}, attempted: false, targetId: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchItem',
        src: 'fetchItem',
        input: ({ context }) => ({ workPlanId: context.workPlanId, selection: context.selection }),
        onDone: { target: 'shown', actions: { type: 'storeItem', params: outputOf } },
        onError: [{ guard: { type: 'isNotFound', params: errorOf }, target: 'missing' }, { target: 'failed', actions: { type: 'storeFailure', params: errorOf } }],
      },
    },
    missing: {},
    failed: {
      tags: 'error',
      on: { 'item.retry': 'loading' },
    },
    shown: {
      initial: 'viewing',
      states: {
        viewing: {
          on: {
            'item.refresh': 'refreshing',
            'form.open': { target: 'editing', actions: { type: 'openForm', params: ({ event }) => event } },
            'delete.ask': { target: 'confirming', actions: { type: 'storeTarget', params: ({ event }) => event.targetId } },
          },
        },
        editing: {
          tags: 'formOpen',
          on: {
            'form.change': { actions: { type: 'storeField', params: ({ event }) => event } },
            'form.cancel': { target: 'viewing', actions: 'closeForm' },
            'form.submit': [{ guard: 'isDraftValid', target: 'saving' }, { actions: 'markAttempted' }],
          },
        },
        saving: {
          tags: ['formOpen', 'busy'],
          invoke: {
            id: 'saveItem',
            src: 'saveItem',
            input: ({ context }) => ({ workPlanId: context.workPlanId, selection: context.selection, item: context.item, form: context.form!, draft: context.draft }),
            onDone: {
              target: 'refreshing',
              actions: [{ type: 'reportSaved', params: ({ context, event }) => ({ form: context.form!, saved: event.output }) }, 'closeForm'],
            },
            onError: { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
          },
        },
        confirming: {
          tags: 'confirming',
          on: {
            'delete.cancel': { target: 'viewing', actions: 'clearTarget' },
            'delete.confirm': 'deleting',
          },
        },
        deleting: {
          tags: ['confirming', 'busy'],
          invoke: {
            id: 'deleteItem',
            src: 'deleteItem',
            input: ({ context }) => ({ workPlanId: context.workPlanId, selection: context.selection, targetId: context.targetId! }),
            onDone: { target: 'refreshing', actions: [{ type: 'reportDeleted', params: ({ context }) => ({ targetId: context.targetId! }) }, 'clearTarget'] },
            onError: { target: 'viewing', actions: [{ type: 'storeFailure', params: errorOf }, 'clearTarget'] },
          },
        },
        // The view keeps showing what it had while the server's version loads.
        refreshing: {
          tags: 'busy',
          invoke: {
            id: 'refreshItem',
            src: 'fetchItem',
            input: ({ context }) => ({ workPlanId: context.workPlanId, selection: context.selection }),
            onDone: { target: 'viewing', actions: { type: 'storeItem', params: outputOf } },
            onError: [
              { guard: { type: 'isNotFound', params: errorOf }, target: '#sidePanelItem.missing' },
              { target: '#sidePanelItem.failed', actions: { type: 'storeFailure', params: errorOf } },
            ],
          },
        },
      },
    },
  },
});
