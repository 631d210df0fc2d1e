import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

/** The item to delete: its id and its exact name, which the user must type. */
export type DeleteByNameInput = { id: string; name: string };

export type DeleteByNameContext = DeleteByNameInput & {
  /** What the user typed to confirm; it must be the item's name. */
  typedName: string;
  failure: ApiFailure | null;
};

export type DeleteByNameEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'name.change'; value: string }
  | { type: 'delete.confirm' };

/**
 * Deleting a portfolio or a workspace is permanent (SPEC 5): the dialog's Delete works only once
 * the user has typed the item's exact name. What follows a deletion (where the user goes, what
 * else refreshes) is the wiring's `leave`.
 */
export const deleteByNameMachine = setup({
  types: {
    context: {} as DeleteByNameContext,
    events: {} as DeleteByNameEvent,
    input: {} as DeleteByNameInput,
    tags: {} as 'open' | 'busy',
  },
  actors: {
    deleteItem: fromPromise<void, { id: string; confirmName: string }>(notProvided('deleteItem')),
  },
  actions: {
    notifyDeleted: notProvided<[unknown, { name: string }]>('notifyDeleted'),
    leave: notProvided('leave'),
    clearTyping: assign({ typedName: '', failure: null }),
    storeTypedName: assign({ typedName: (_, value: string) => value }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    nameMatches: ({ context }) => context.typedName.trim() === context.name,
  },
}).createMachine({
  id: 'deleteByName',
  context: ({ input }) => ({ ...input, typedName: '', failure: null }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'confirming', actions: 'clearTyping' } },
    },
    confirming: {
      tags: 'open',
      on: {
        'dialog.close': 'closed',
        'name.change': { actions: { type: 'storeTypedName', params: ({ event }) => event.value } },
        'delete.confirm': { guard: 'nameMatches', target: 'deleting' },
      },
    },
    deleting: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'deleteItem',
        src: 'deleteItem',
        input: ({ context }) => ({ id: context.id, confirmName: context.typedName.trim() }),
        onDone: {
          target: 'deleted',
          actions: [{ type: 'notifyDeleted', params: ({ context }) => ({ name: context.name }) }, 'leave'],
        },
        onError: { target: 'confirming', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    deleted: {
      type: 'final',
    },
  },
});
