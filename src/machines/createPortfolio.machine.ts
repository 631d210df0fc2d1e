import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import { portfolioInputSchema, type PortfolioDetail, type PortfolioInput } from '../api/schemas/portfolio.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

export type CreatePortfolioContext = PortfolioInput & {
  failure: ApiFailure | null;
};

export type CreatePortfolioEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'name.change'; value: string }
  | { type: 'description.change'; value: string }
  | { type: 'form.submit' };

const EMPTY_FORM: CreatePortfolioContext = { name: '', description: '', failure: null };

/**
 * The Create Portfolio dialog (SPEC 2): closed → editing → creating. The server decides whether a
 * slot is free; its refusal ('You have used all your available Portfolio slots.' ...) stays in
 * the dialog. Success reports the new portfolio, refreshes the subscription's slot count and
 * opens the portfolio.
 */
export const createPortfolioMachine = setup({
  types: {
    context: {} as CreatePortfolioContext,
    events: {} as CreatePortfolioEvent,
    tags: {} as 'open' | 'busy' | 'error',
  },
  actors: {
    createPortfolio: fromPromise<PortfolioDetail, PortfolioInput>(notProvided('createPortfolio')),
  },
  actions: {
    notifyCreated: notProvided<[unknown, PortfolioDetail]>('notifyCreated'),
    refreshSubscription: notProvided('refreshSubscription'),
    openPortfolio: notProvided<[unknown, PortfolioDetail]>('openPortfolio'),
    resetForm: assign(EMPTY_FORM),
    storeName: assign({ name: (_, value: string) => value }),
    storeDescription: assign({ description: (_, value: string) => value }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    isValid: ({ context }) => portfolioInputSchema.safeParse({ name: context.name, description: context.description }).success,
  },
}).createMachine({
  id: 'createPortfolio',
  context: EMPTY_FORM,
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'editing', actions: 'resetForm' } },
    },
    editing: {
      tags: 'open',
      on: {
        'dialog.close': 'closed',
        'name.change': { actions: { type: 'storeName', params: ({ event }) => event.value } },
        'description.change': { actions: { type: 'storeDescription', params: ({ event }) => event.value } },
        'form.submit': { guard: 'isValid', target: 'creating' },
      },
    },
    creating: {
      tags: ['open', 'busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'createPortfolio',
        src: 'createPortfolio',
        input: ({ context }) => ({ name: context.name.trim(), description: context.description.trim() }),
        onDone: {
          target: 'closed',
          actions: [
            { type: 'notifyCreated', params: ({ event }) => event.output },
            'refreshSubscription',
            { type: 'openPortfolio', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failed: {
      tags: ['open', 'error'],
      on: {
        'dialog.close': 'closed',
        'name.change': { target: 'editing', actions: [{ type: 'storeName', params: ({ event }) => event.value }, 'clearFailure'] },
        'description.change': {
          target: 'editing',
          actions: [{ type: 'storeDescription', params: ({ event }) => event.value }, 'clearFailure'],
        },
        'form.submit': { guard: 'isValid', target: 'creating' },
      },
    },
  },
});
