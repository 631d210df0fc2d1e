import { assign, fromPromise, setup } from 'xstate';
import { hasStatus, toApiFailure, type ApiFailure } from '../api/apiError';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

/** The ids the side panel's view is about (workPlanId, projectId, ...), as the load and the delete take them. */
export type PanelItemParams = Record<string, string>;

export type PanelItemInput = { params: PanelItemParams };

export type PanelItemContext<TData> = {
  params: PanelItemParams;
  /** What the view shows; kept while it loads again, so that a refresh does not blank the panel. */
  data: TData | null;
  failure: ApiFailure | null;
};

export type PanelItemEvent =
  | { type: 'item.reload' }
  /** Delete is permanent (SPEC 5), so it asks first. */
  | { type: 'item.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  /** The list's items (the project's phases) in the order the user dragged them to. */
  | { type: 'items.reorder'; ids: string[] };

export type PanelItemTag = 'busy' | 'error' | 'notFound' | 'confirming';

/**
 * One view of the work plan side panel (SPEC 2): what it shows, loaded for the ids of the URL,
 * then deleted (asked first, SPEC 5: permanent) or, for a list, reordered. A 404 is the view's
 * own not-found state, shown inside the panel (SPEC 8 per kind) rather than a page redirect; any
 * other failure goes to `reportFailure` (SPEC 8: a toast) and leaves a retry. After a delete the
 * wiring toasts and shows the view above (`showDeleted`); a failed reorder reloads the true order.
 */
export function createPanelItemMachine<TData>() {
  return setup({
    types: {
      context: {} as PanelItemContext<TData>,
      events: {} as PanelItemEvent,
      input: {} as PanelItemInput,
      tags: {} as PanelItemTag,
    },
    actors: {
      load: fromPromise<TData, PanelItemParams>(notProvided('load')),
      remove: fromPromise<void, PanelItemParams>(notProvided('remove')),
      reorder: fromPromise<TData, { params: PanelItemParams; ids: string[] }>(notProvided('reorder')),
    },
    actions: {
      showDeleted: notProvided('showDeleted'),
      reportFailure: notProvided<[unknown, unknown]>('reportFailure'),
      storeData: assign({ data: (_, data: TData) => data, failure: null }),
      storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    },
    guards: {
      isNotFound: (_, error: unknown) => hasStatus(error, [404]),
    },
  }).createMachine({
    id: 'workPlanPanelItem',
    context: ({ input }) => ({ params: input.params, data: null, failure: null }),
    initial: 'loading',
    states: {
      loading: {
        tags: 'busy',
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => context.params,
          onDone: { target: 'ready', actions: { type: 'storeData', params: ({ event }) => event.output } },
          onError: [
            { guard: { type: 'isNotFound', params: errorOf }, target: 'notFound' },
            { target: 'failed', actions: [{ type: 'storeFailure', params: errorOf }, { type: 'reportFailure', params: errorOf }] },
          ],
        },
      },
      ready: {
        on: {
          'item.reload': 'loading',
          'item.delete': 'confirming',
          'items.reorder': 'reordering',
        },
      },
      confirming: {
        tags: 'confirming',
        on: { 'delete.confirm': 'deleting', 'delete.cancel': 'ready' },
      },
      deleting: {
        tags: ['busy', 'confirming'],
        invoke: {
          id: 'remove',
          src: 'remove',
          input: ({ context }) => context.params,
          onDone: { target: 'deleted', actions: 'showDeleted' },
          onError: [
            { guard: { type: 'isNotFound', params: errorOf }, target: 'notFound' },
            { target: 'ready', actions: { type: 'reportFailure', params: errorOf } },
          ],
        },
      },
      reordering: {
        tags: 'busy',
        invoke: {
          id: 'reorder',
          src: 'reorder',
          input: ({ context, event }) => ({ params: context.params, ids: event.type === 'items.reorder' ? event.ids : [] }),
          onDone: { target: 'ready', actions: { type: 'storeData', params: ({ event }) => event.output } },
          onError: { target: 'loading', actions: { type: 'reportFailure', params: errorOf } },
        },
      },
      deleted: { type: 'final' },
      notFound: { tags: 'notFound', on: { 'item.reload': 'loading' } },
      failed: { tags: 'error', on: { 'item.reload': 'loading' } },
    },
  });
}

/** The panel item machine as the model-based tests walk it; each view types its own through createPanelItemMachine. */
export const workPlanPanelItemMachine = createPanelItemMachine<unknown>();
