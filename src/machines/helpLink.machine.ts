import { fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided';

export type HelpLinkEvent = { type: 'link.open' };

/**
 * A Help menu link whose address the API gives (SPEC 7: GET /profile/knowledgebase answers 204
 * with a Location): the window is taken on the click itself, so that a popup blocker lets it
 * through, and shows the address once the call answers; a failure shows the public help page
 * instead (SPEC 8). A second click while the call runs changes nothing.
 */
export const helpLinkMachine = setup({
  types: {
    events: {} as HelpLinkEvent,
    tags: {} as 'busy',
  },
  actors: {
    fetchLocation: fromPromise<string>(notProvided('fetchLocation')),
  },
  actions: {
    reserveWindow: notProvided('reserveWindow'),
    showLocation: notProvided<[unknown, string]>('showLocation'),
    showFallback: notProvided('showFallback'),
  },
}).createMachine({
  id: 'helpLink',
  initial: 'idle',
  states: {
    idle: {
      on: { 'link.open': 'fetching' },
    },
    fetching: {
      tags: 'busy',
      entry: 'reserveWindow',
      invoke: {
        id: 'fetchLocation',
        src: 'fetchLocation',
        onDone: { target: 'idle', actions: { type: 'showLocation', params: ({ event }) => event.output } },
        onError: { target: 'idle', actions: 'showFallback' },
      },
    },
  },
});
