import { assertEvent, fromCallback, not, setup } from 'xstate';
import { notProvided } from './notProvided';

export type MobileWarningEvent =
  /** Whether the viewport is at most the mobile breakpoint wide (SPEC 9: 600 px). */
  | { type: 'viewport.change'; narrow: boolean }
  | { type: 'warning.dismiss' };

/**
 * The mobile-device warning (SPEC 8): shown while the viewport is phone-sized, until the user
 * dismisses it for the rest of the visit; then the viewport is no longer watched.
 */
export const mobileWarningMachine = setup({
  types: {
    events: {} as MobileWarningEvent,
    tags: {} as 'shown',
  },
  actors: {
    watchViewport: fromCallback<MobileWarningEvent>(notProvided('watchViewport')),
  },
  guards: {
    isNarrow: ({ event }) => {
      assertEvent(event, 'viewport.change');
      return event.narrow;
    },
  },
}).createMachine({
  id: 'mobileWarning',
  initial: 'watching',
  states: {
    watching: {
      invoke: { id: 'watchViewport', src: 'watchViewport' },
      initial: 'wide',
      states: {
        wide: {
          on: { 'viewport.change': { guard: 'isNarrow', target: 'narrow' } },
        },
        narrow: {
          tags: 'shown',
          on: {
            'viewport.change': { guard: not('isNarrow'), target: 'wide' },
            'warning.dismiss': '#mobileWarning.dismissed',
          },
        },
      },
    },
    dismissed: {},
  },
});
