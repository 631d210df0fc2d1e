import { assign, fromPromise, setup } from 'xstate';
import { hasStatus, toApiFailure, type ApiFailure } from '../api/apiError';
import type { PortfolioDetail } from '../api/schemas/portfolio.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

export type PortfolioDetailInput = { portfolioId: string };

export type PortfolioDetailContext = {
  portfolioId: string;
  portfolio: PortfolioDetail | null;
  failure: ApiFailure | null;
};

export type PortfolioDetailEvent =
  | { type: 'portfolio.retry' }
  /** A tab saved the portfolio and holds the server's answer (settings, logo). */
  | { type: 'portfolio.changed'; portfolio: PortfolioDetail }
  /** A tab changed what the header counts (members, resources): read the portfolio again. */
  | { type: 'portfolio.refresh' };

/**
 * The portfolio page's portfolio (SPEC 2 "Portfolio detail"): loading → loaded | missing | failed.
 * A 404 (no such portfolio, or not shared with the user) is `missing` and is reported, which
 * leads to the portfolio's not-found page. Once loaded, a refresh happens in the background.
 */
export const portfolioDetailMachine = setup({
  types: {
    context: {} as PortfolioDetailContext,
    events: {} as PortfolioDetailEvent,
    input: {} as PortfolioDetailInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchPortfolio: fromPromise<PortfolioDetail, { portfolioId: string }>(notProvided('fetchPortfolio')),
  },
  actions: {
    /** SPEC 8: a 404 goes to the not-found route, here the portfolio's. */
    reportMissing: notProvided<[unknown, unknown]>('reportMissing'),
    storePortfolio: assign({ portfolio: (_, portfolio: PortfolioDetail) => portfolio, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    isNotFound: (_, error: unknown) => hasStatus(error, [404]),
  },
}).createMachine({
  id: 'portfolioDetail',
  context: ({ input }) => ({ portfolioId: input.portfolioId, portfolio: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchPortfolio',
        src: 'fetchPortfolio',
        input: ({ context }) => ({ portfolioId: context.portfolioId }),
        onDone: { target: 'loaded', actions: { type: 'storePortfolio', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'isNotFound', params: errorOf },
            target: 'missing',
            actions: { type: 'reportMissing', params: errorOf },
          },
          { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    loaded: {
      initial: 'idle',
      on: {
        'portfolio.changed': { target: '.idle', actions: { type: 'storePortfolio', params: ({ event }) => event.portfolio } },
      },
      states: {
        idle: {
          on: { 'portfolio.refresh': 'refreshing' },
        },
        refreshing: {
          // A later change may not be in the answer under way: ask again.
          on: { 'portfolio.refresh': { target: 'refreshing', reenter: true } },
          invoke: {
            id: 'refreshPortfolio',
            src: 'fetchPortfolio',
            input: ({ context }) => ({ portfolioId: context.portfolioId }),
            onDone: { target: 'idle', actions: { type: 'storePortfolio', params: ({ event }) => event.output } },
            onError: [
              {
                guard: { type: 'isNotFound', params: errorOf },
                target: '#portfolioDetail.missing',
                actions: { type: 'reportMissing', params: errorOf },
              },
              // The page still shows the portfolio it has; the next change refreshes again.
              { target: 'idle' },
            ],
          },
        },
      },
    },
    missing: {},
    failed: {
      tags: 'error',
      on: { 'portfolio.retry': 'loading' },
    },
  },
});
