import { fromCallback, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided';

export type UpdateEvent =
  /** A new version of the app has been installed and waits for the user. */
  | { type: 'update.ready' }
  | { type: 'update.apply' };

/**
 * The new-version flag (SPEC 4): set when a new service worker is waiting. Update makes the new
 * worker take over and reloads the page on it; if that fails the banner stays so the user can
 * try again.
 */
export const updateMachine = setup({
  types: {
    events: {} as UpdateEvent,
    tags: {} as 'ready' | 'busy',
  },
  actors: {
    watchForUpdate: fromCallback<UpdateEvent>(notProvided('watchForUpdate')),
    applyUpdate: fromPromise<void>(notProvided('applyUpdate')),
  },
}).createMachine({
  id: 'update',
  invoke: { id: 'watchForUpdate', src: 'watchForUpdate' },
  initial: 'current',
  states: {
    current: {
      on: { 'update.ready': 'ready' },
    },
    ready: {
      tags: 'ready',
      on: { 'update.apply': 'applying' },
    },
    applying: {
      tags: ['ready', 'busy'],
      invoke: { id: 'applyUpdate', src: 'applyUpdate', onError: 'ready' },
    },
  },
});
