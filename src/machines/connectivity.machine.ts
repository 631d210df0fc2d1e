import { fromCallback, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided';

export type ConnectivityInput = {
  /** How often the service is probed while it answers. */
  pollIntervalMs: number;
  /** How often it is probed again once it stopped answering. */
  retryIntervalMs: number;
};

export type ConnectivityContext = ConnectivityInput;

export type ConnectivityEvent =
  /** The browser lost its network: no probe can tell more. */
  | { type: 'connectivity.lost' }
  /** Something suggests the answer changed (the browser is back online, a call got no answer): probe now. */
  | { type: 'connectivity.check' };

/**
 * Whether the service can be reached (SPEC 4): the offline banner shows while it cannot. The
 * service is probed every interval, and at once when the browser or a failed call hints at a
 * change; the browser's own offline event needs no probe.
 */
export const connectivityMachine = setup({
  types: {
    context: {} as ConnectivityContext,
    events: {} as ConnectivityEvent,
    input: {} as ConnectivityInput,
    tags: {} as 'offline',
  },
  actors: {
    probe: fromPromise<void>(notProvided('probe')),
    watchNetwork: fromCallback<ConnectivityEvent>(notProvided('watchNetwork')),
  },
  delays: {
    pollInterval: ({ context }) => context.pollIntervalMs,
    retryInterval: ({ context }) => context.retryIntervalMs,
  },
}).createMachine({
  id: 'connectivity',
  context: ({ input }) => ({ ...input }),
  invoke: { id: 'watchNetwork', src: 'watchNetwork' },
  initial: 'online',
  states: {
    online: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { pollInterval: 'probing' },
        },
        probing: {
          invoke: { id: 'probe', src: 'probe', onDone: 'waiting', onError: '#connectivity.offline' },
        },
      },
      on: {
        'connectivity.lost': 'offline',
        'connectivity.check': '.probing',
      },
    },
    offline: {
      tags: 'offline',
      initial: 'waiting',
      states: {
        waiting: {
          after: { retryInterval: 'probing' },
        },
        probing: {
          invoke: { id: 'probe', src: 'probe', onDone: '#connectivity.online', onError: 'waiting' },
        },
      },
      on: {
        'connectivity.check': '.probing',
      },
    },
  },
});
