import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { Attachment } from '../api/schemas/attachment.schema';
import { errorOf } from './eventParams';
import { moveInOrder } from './moveInOrder';
import { notProvided } from './notProvided';

type ErrorEvent = ErrorActorEvent<unknown>;

/** Which write failed, so that the user is told 'Failed to ...' for it. */
export type ResourceWrite = 'reorder' | 'delete';

export type ResourcesContext = {
  portfolioId: string;
  resources: Attachment[];
  /** The order before a reorder under way: what a failed write goes back to. */
  previousOrder: Attachment[];
  /** The resource a deletion is about. */
  target: Attachment | null;
  failure: ApiFailure | null;
};

export type ResourcesEvent =
  | { type: 'resources.retry' }
  /** The editor dialog saved a resource, new or changed. */
  | { type: 'resource.saved'; resource: Attachment }
  | { type: 'resource.delete'; resourceId: string }
  | { type: 'deletion.confirm' }
  | { type: 'deletion.cancel' }
  /** The resource at index `from` of the list is moved to index `to` (0-based, as the list shows them). */
  | { type: 'resources.move'; from: number; to: number };

type Move = { from: number; to: number };

const upsert = (resources: Attachment[], saved: Attachment) =>
  resources.some(({ id }) => id === saved.id) ? resources.map((resource) => (resource.id === saved.id ? saved : resource)) : [...resources, saved];

/**
 * The Resources tab: the portfolio's links in the order the server keeps. A new order shows at
 * once and is saved; if saving fails the previous order comes back, so the list always shows what
 * the server holds. Deleting asks for a confirmation first.
 */
export const resourcesMachine = setup({
  types: {
    context: {} as ResourcesContext,
    events: {} as ResourcesEvent,
    input: {} as { portfolioId: string },
    tags: {} as 'busy' | 'error' | 'saving' | 'confirmingDeletion',
  },
  actors: {
    fetchResources: fromPromise<Attachment[], { portfolioId: string }>(notProvided('fetchResources')),
    deleteResource: fromPromise<void, { portfolioId: string; attachmentId: string }>(notProvided('deleteResource')),
    reorderResources: fromPromise<Attachment[], { portfolioId: string; ids: string[] }>(notProvided('reorderResources')),
  },
  actions: {
    notifyDeleted: notProvided('notifyDeleted'),
    /** 'Failed to ...' for the write that failed; the list already shows what the server holds. */
    notifyWriteFailed: notProvided<[unknown, { write: ResourceWrite; error: unknown }]>('notifyWriteFailed'),
    /** The resource count in the page header changed. */
    reportCountChange: notProvided('reportCountChange'),
    storeResources: assign({ resources: (_, resources: Attachment[]) => resources, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    upsertResource: assign({ resources: ({ context }, saved: Attachment) => upsert(context.resources, saved) }),
    chooseTarget: assign({ target: ({ context }, resourceId: string) => context.resources.find(({ id }) => id === resourceId) ?? null }),
    clearTarget: assign({ target: null }),
    dropTarget: assign({ resources: ({ context }) => context.resources.filter(({ id }) => id !== context.target?.id) }),
    applyMove: assign({
      previousOrder: ({ context }) => context.resources,
      resources: ({ context }, { from, to }: Move) => moveInOrder(context.resources, from, to),
    }),
    restoreOrder: assign({ resources: ({ context }) => context.previousOrder }),
  },
  guards: {
    isKnownResource: ({ context }, resourceId: string) => context.resources.some(({ id }) => id === resourceId),
    changesOrder: ({ context }, { from, to }: Move) =>
      from !== to && [from, to].every((index) => Number.isInteger(index) && index >= 0 && index < context.resources.length),
  },
}).createMachine({
  id: 'resources',
  context: ({ input }) => ({
    portfolioId: input.portfolioId,
    resources: [],
    previousOrder: [],
    target: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchResources',
        src: 'fetchResources',
        input: ({ context }) => ({ portfolioId: context.portfolioId }),
        onDone: { target: 'ready', actions: { type: 'storeResources', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failed: {
      tags: 'error',
      on: { 'resources.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      on: {
        'resource.saved': { actions: [{ type: 'upsertResource', params: ({ event }) => event.resource }, 'reportCountChange'] },
      },
      states: {
        idle: {
          entry: 'clearTarget',
          on: {
            'resource.delete': {
              guard: { type: 'isKnownResource', params: ({ event }) => event.resourceId },
              target: 'confirmingDeletion',
              actions: { type: 'chooseTarget', params: ({ event }) => event.resourceId },
            },
            'resources.move': {
              guard: { type: 'changesOrder', params: ({ event }) => event },
              target: 'reordering',
              actions: { type: 'applyMove', params: ({ event }) => event },
            },
          },
        },
        confirmingDeletion: {
          tags: 'confirmingDeletion',
          on: {
            'deletion.confirm': 'deleting',
            'deletion.cancel': 'idle',
          },
        },
        deleting: {
          tags: ['confirmingDeletion', 'saving'],
          invoke: {
            id: 'deleteResource',
            src: 'deleteResource',
            input: ({ context }) => ({ portfolioId: context.portfolioId, attachmentId: context.target!.id }),
            onDone: { target: 'idle', actions: ['dropTarget', 'notifyDeleted', 'reportCountChange'] },
            onError: {
              target: 'idle',
              actions: { type: 'notifyWriteFailed', params: ({ event }: { event: ErrorEvent }) => ({ write: 'delete' as const, error: event.error }) },
            },
          },
        },
        reordering: {
          tags: 'saving',
          invoke: {
            id: 'reorderResources',
            src: 'reorderResources',
            input: ({ context }) => ({ portfolioId: context.portfolioId, ids: context.resources.map(({ id }) => id) }),
            onDone: { target: 'idle', actions: { type: 'storeResources', params: ({ event }) => event.output } },
            onError: {
              target: 'idle',
              actions: [
                'restoreOrder',
                { type: 'notifyWriteFailed', params: ({ event }: { event: ErrorEvent }) => ({ write: 'reorder' as const, error: event.error }) },
              ],
            },
          },
        },
      },
    },
  },
});
