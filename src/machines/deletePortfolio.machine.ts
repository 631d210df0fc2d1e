import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

export type DeletePortfolioInput = { portfolioId: string; portfolioName: string };

export type DeletePortfolioContext = DeletePortfolioInput & {
  /** What the user typed to confirm; it must be the portfolio's name. */
  typedName: string;
  failure: ApiFailure | null;
};

export type DeletePortfolioEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'name.change'; value: string }
  | { type: 'delete.confirm' };

/**
 * Deleting a portfolio is permanent (SPEC 5): the dialog's Delete works only once the user has
 * typed the portfolio's exact name. Success frees a slot of the subscription and leaves the
 * portfolio for the list.
 */
export const deletePortfolioMachine = setup({
  types: {
    context: {} as DeletePortfolioContext,
    events: {} as DeletePortfolioEvent,
    input: {} as DeletePortfolioInput,
    tags: {} as 'open' | 'busy' | 'error',
  },
  actors: {
    deletePortfolio: fromPromise<void, { portfolioId: string; confirmName: string }>(notProvided('deletePortfolio')),
  },
  actions: {
    notifyDeleted: notProvided<[unknown, { name: string }]>('notifyDeleted'),
    leavePortfolio: notProvided('leavePortfolio'),
    /** The deleted portfolio's slot is free again. */
    refreshSubscription: notProvided('refreshSubscription'),
    clearTyping: assign({ typedName: '', failure: null }),
    storeTypedName: assign({ typedName: (_, value: string) => value }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    nameMatches: ({ context }) => context.typedName.trim() === context.portfolioName,
  },
}).createMachine({
  id: 'deletePortfolio',
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
        id: 'deletePortfolio',
        src: 'deletePortfolio',
        input: ({ context }) => ({ portfolioId: context.portfolioId, confirmName: context.typedName.trim() }),
        onDone: {
          target: 'deleted',
          actions: [
            { type: 'notifyDeleted', params: ({ context }) => ({ name: context.portfolioName }) },
            'refreshSubscription',
            'leavePortfolio',
          ],
        },
        onError: {
          target: 'confirming',
          actions: { type: 'storeFailure', params: errorOf },
        },
      },
    },
    deleted: {
      type: 'final',
    },
  },
});
