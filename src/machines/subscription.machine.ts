import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { hasStatus, toApiFailure, type ApiFailure } from '../api/apiError';
import type { Subscription } from '../api/schemas/subscription.schema';
import { notProvided } from './notProvided';

type ErrorEvent = ErrorActorEvent<unknown>;

export type SubscriptionContext = {
  subscription: Subscription | null;
  failure: ApiFailure | null;
};

export type SubscriptionEvent = { type: 'subscription.refresh' };

/**
 * The signed-in user's subscription (SPEC 4 "Subscription"): fetched once per session and on
 * refresh. A 404 means the user has none: the subscription is cleared and the machine rests in
 * `absent`; any other failure rests in `failed`.
 */
export const subscriptionMachine = setup({
  types: {
    context: {} as SubscriptionContext,
    events: {} as SubscriptionEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchSubscription: fromPromise<Subscription>(notProvided('fetchSubscription')),
  },
  actions: {
    storeSubscription: assign({
      subscription: (_, subscription: Subscription) => subscription,
      failure: null,
    }),
    clearSubscription: assign({ subscription: null, failure: null }),
    storeFailure: assign({ subscription: null, failure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    isNotFound: (_, error: unknown) => hasStatus(error, [404]),
  },
}).createMachine({
  id: 'subscription',
  context: { subscription: null, failure: null },
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
            guard: { type: 'isNotFound', params: ({ event }: { event: ErrorEvent }) => event.error },
            target: 'absent',
            actions: 'clearSubscription',
          },
          { target: 'failed', actions: { type: 'storeFailure', params: ({ event }: { event: ErrorEvent }) => event.error } },
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
});
