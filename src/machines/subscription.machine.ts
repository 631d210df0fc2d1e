import { assign, emit, fromPromise, setup } from 'xstate';
import { hasStatus, toApiFailure, type ApiFailure } from '../api/apiError';
import type { Subscription } from '../api/schemas/subscription.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

export type SubscriptionContext = {
  subscription: Subscription | null;
  /** Why the last fetch failed (not for a 404, which only means "no subscription"). */
  failure: ApiFailure | null;
  /** Why the last link request failed. */
  linkFailure: ApiFailure | null;
};

export type SubscriptionEvent =
  | { type: 'subscription.refresh' }
  | { type: 'subscription.link'; subscriptionId: string };

/** Told to whoever listens (the page that asked for the link), so that it can confirm it. */
export type SubscriptionEmitted = { type: 'subscription.linked'; subscription: Subscription };

/**
 * The signed-in user's subscription (SPEC 4 "Subscription"), as two independent flows.
 * Fetch: `busy` (loading) from the start and on refresh; success stores the subscription, a 404
 * clears it, any other failure keeps what was there. Link: `linking` while the code is checked;
 * success stores the subscription the server answered, emits `subscription.linked` and rests
 * `linked`; failure rests in `linkFailed`, never `linked`. The flags of SPEC 3 are these tags.
 */
export const subscriptionMachine = setup({
  types: {
    context: {} as SubscriptionContext,
    events: {} as SubscriptionEvent,
    tags: {} as 'busy' | 'error' | 'linking' | 'linked' | 'linkFailed',
    emitted: {} as SubscriptionEmitted,
  },
  actors: {
    fetchSubscription: fromPromise<Subscription>(notProvided('fetchSubscription')),
    linkSubscription: fromPromise<Subscription, { subscriptionId: string }>(notProvided('linkSubscription')),
  },
  actions: {
    announceLinked: emit((_, subscription: Subscription) => ({ type: 'subscription.linked' as const, subscription })),
    storeSubscription: assign({
      subscription: (_, subscription: Subscription) => subscription,
      failure: null,
    }),
    clearSubscription: assign({ subscription: null, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    clearLinkFailure: assign({ linkFailure: null }),
    storeLinkFailure: assign({ linkFailure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    isNotFound: (_, error: unknown) => hasStatus(error, [404]),
  },
}).createMachine({
  id: 'subscription',
  context: { subscription: null, failure: null, linkFailure: null },
  type: 'parallel',
  states: {
    fetch: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'fetchSubscription',
            src: 'fetchSubscription',
            onDone: {
              target: 'loaded',
              actions: { type: 'storeSubscription', params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: { type: 'isNotFound', params: errorOf },
                target: 'absent',
                actions: 'clearSubscription',
              },
              { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
            ],
          },
        },
        loaded: {
          on: { 'subscription.refresh': 'loading' },
        },
        absent: {
          on: { 'subscription.refresh': 'loading' },
        },
        failed: {
          tags: 'error',
          on: { 'subscription.refresh': 'loading' },
        },
      },
    },
    link: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'subscription.link': 'linking' },
        },
        linking: {
          tags: 'linking',
          entry: 'clearLinkFailure',
          invoke: {
            id: 'linkSubscription',
            src: 'linkSubscription',
            input: ({ event }) => ({ subscriptionId: event.type === 'subscription.link' ? event.subscriptionId : '' }),
            onDone: {
              // The answer is the newly linked subscription: the fetch flow has it too, so a fetch
              // under way is dropped rather than left to overwrite it with an older answer.
              target: ['linked', '#subscription.fetch.loaded'],
              actions: [
                { type: 'storeSubscription', params: ({ event }) => event.output },
                { type: 'announceLinked', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: 'linkFailed',
              actions: { type: 'storeLinkFailure', params: errorOf },
            },
          },
        },
        linked: {
          tags: 'linked',
          on: { 'subscription.link': 'linking' },
        },
        linkFailed: {
          tags: 'linkFailed',
          on: { 'subscription.link': 'linking' },
        },
      },
    },
  },
});
