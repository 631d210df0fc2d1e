import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { LiveChatConfig } from '../api/schemas/config.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

/**
 * What the chat provider's script installs (README "Live chat"): an init with the configured
 * identifiers, a subscription to agent availability (returning its unsubscribe), and the start
 * of a chat.
 */
export type LiveChatProvider = {
  init(identifiers: LiveChatIdentifiers): Promise<void> | void;
  onAvailability(listener: (online: boolean) => void): () => void;
  startChat(): void;
};

export type LiveChatIdentifiers = { orgId: string | null; deploymentId: string | null; buttonId: string | null };

/** What the availability watcher reports: an agent online or not, or that the provider failed to subscribe. */
export type AvailabilityEvent = { type: 'agent.online' } | { type: 'agent.offline' } | { type: 'provider.failed'; error: unknown };

export type LiveChatEvent = AvailabilityEvent | { type: 'chat.start' };

export type LiveChatContext = { chat: LiveChatConfig | null; provider: LiveChatProvider | null };

const providerError = ({ event }: { event: Extract<LiveChatEvent, { type: 'provider.failed' }> }) => event.error;

/** A provider that has not said within this long whether an agent is online is taken as offline: 'Email Us' still reaches support. */
export const AVAILABILITY_TIMEOUT_MS = 10_000;

/**
 * Live chat (SPEC 4, 7, 8, 9): both buttons are hidden until agent availability is known. Without
 * a configured provider only the offline button ('Email Us') shows. Otherwise the provider's
 * script is loaded and initialised with its identifiers, and its availability events choose the
 * online ('Live Chat!', which starts a chat) or the offline button; a failure to load or
 * initialise is logged ('live agent init failed') and nothing is shown.
 */
export const liveChatMachine = setup({
  types: {
    context: {} as LiveChatContext,
    events: {} as LiveChatEvent,
    input: {} as { chat: LiveChatConfig | null },
    tags: {} as 'loading' | 'online' | 'offline',
  },
  actors: {
    loadScript: fromPromise<LiveChatProvider, { scriptUrl: string }>(notProvided('loadScript')),
    initProvider: fromPromise<void, { provider: LiveChatProvider; identifiers: LiveChatIdentifiers }>(notProvided('initProvider')),
    watchAvailability: fromCallback<LiveChatEvent, { provider: LiveChatProvider }>(notProvided('watchAvailability')),
  },
  actions: {
    startChat: notProvided<[unknown, LiveChatProvider]>('startChat'),
    logInitFailure: notProvided<[unknown, unknown]>('logInitFailure'),
    storeProvider: assign({ provider: (_, provider: LiveChatProvider) => provider }),
  },
  guards: {
    hasProvider: ({ context }) => context.chat !== null,
  },
  delays: {
    availabilityTimeout: AVAILABILITY_TIMEOUT_MS,
  },
}).createMachine({
  id: 'liveChat',
  context: ({ input }) => ({ chat: input.chat, provider: null }),
  initial: 'choosing',
  states: {
    choosing: {
      always: [{ guard: 'hasProvider', target: 'loadingScript' }, { target: 'unconfigured' }],
    },
    unconfigured: { tags: 'offline' },
    loadingScript: {
      tags: 'loading',
      invoke: {
        id: 'loadScript',
        src: 'loadScript',
        input: ({ context }) => ({ scriptUrl: context.chat!.script_url }),
        onDone: { target: 'initialising', actions: { type: 'storeProvider', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'logInitFailure', params: errorOf } },
      },
    },
    initialising: {
      tags: 'loading',
      invoke: {
        id: 'initProvider',
        src: 'initProvider',
        input: ({ context }) => ({
          provider: context.provider!,
          identifiers: { orgId: context.chat!.org_id, deploymentId: context.chat!.deployment_id, buttonId: context.chat!.button_id },
        }),
        onDone: 'watching',
        onError: { target: 'failed', actions: { type: 'logInitFailure', params: errorOf } },
      },
    },
    watching: {
      invoke: {
        id: 'watchAvailability',
        src: 'watchAvailability',
        input: ({ context }) => ({ provider: context.provider! }),
      },
      initial: 'unknown',
      states: {
        unknown: {
          tags: 'loading',
          after: { availabilityTimeout: 'offline' },
        },
        online: {
          tags: 'online',
          on: { 'chat.start': { actions: { type: 'startChat', params: ({ context }) => context.provider! } } },
        },
        offline: { tags: 'offline' },
      },
      on: {
        'agent.online': '.online',
        'agent.offline': '.offline',
        'provider.failed': { target: 'failed', actions: { type: 'logInitFailure', params: providerError } },
      },
    },
    failed: {},
  },
});
