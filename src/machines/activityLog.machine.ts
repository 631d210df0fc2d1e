import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { PortfolioEventPage } from '../api/schemas/portfolioEvent.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

/** Entries a page of the activity log shows. */
export const ACTIVITY_PAGE_SIZE = 20;

export type ActivityQuery = { portfolioId: string; page: number; pageSize: number };

export type ActivityLogContext = {
  query: ActivityQuery;
  result: PortfolioEventPage | null;
  failure: ApiFailure | null;
};

export type ActivityLogEvent = { type: 'page.change'; page: number } | { type: 'log.retry' };

/** The Activities tab: the portfolio's activity log a page at a time, newest first. */
export const activityLogMachine = setup({
  types: {
    context: {} as ActivityLogContext,
    events: {} as ActivityLogEvent,
    input: {} as { portfolioId: string },
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchEvents: fromPromise<PortfolioEventPage, ActivityQuery>(notProvided('fetchEvents')),
  },
  actions: {
    storePage: assign({ query: ({ context }, page: number) => ({ ...context.query, page }) }),
    storeResult: assign({ result: (_, result: PortfolioEventPage) => result, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
}).createMachine({
  id: 'activityLog',
  context: ({ input }) => ({ query: { portfolioId: input.portfolioId, page: 1, pageSize: ACTIVITY_PAGE_SIZE }, result: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchEvents',
        src: 'fetchEvents',
        input: ({ context }) => context.query,
        onDone: { target: 'loaded', actions: { type: 'storeResult', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    loaded: {},
    failed: {
      tags: 'error',
      on: { 'log.retry': 'loading' },
    },
  },
  on: {
    'page.change': { target: '.loading', actions: { type: 'storePage', params: ({ event }) => event.page } },
  },
});
