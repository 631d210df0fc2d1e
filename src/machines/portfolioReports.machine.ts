import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { Report } from '../api/schemas/report.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

export type PortfolioReportsContext = {
  portfolioId: string;
  reports: Report[] | null;
  failure: ApiFailure | null;
};

export type PortfolioReportsEvent = { type: 'reports.retry' } | { type: 'reports.refresh' };

/**
 * The portfolio's Reports tab (SPEC 2): its workspaces' and simulations' reports with their
 * status. Loading shows skeleton rows; a portfolio without any report is empty; a failure offers
 * Retry. Refresh reads the list again while the table stays.
 */
export const portfolioReportsMachine = setup({
  types: {
    context: {} as PortfolioReportsContext,
    events: {} as PortfolioReportsEvent,
    input: {} as { portfolioId: string },
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchReports: fromPromise<Report[], { portfolioId: string }>(notProvided('fetchReports')),
  },
  actions: {
    storeReports: assign({ reports: (_, reports: Report[]) => reports, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    isEmpty: (_, reports: Report[]) => reports.length === 0,
  },
}).createMachine({
  id: 'portfolioReports',
  context: ({ input }) => ({ portfolioId: input.portfolioId, reports: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchReports',
        src: 'fetchReports',
        input: ({ context }) => ({ portfolioId: context.portfolioId }),
        onDone: [
          { guard: { type: 'isEmpty', params: ({ event }) => event.output }, target: 'empty', actions: { type: 'storeReports', params: ({ event }) => event.output } },
          { target: 'shown', actions: { type: 'storeReports', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    shown: {
      on: { 'reports.refresh': 'refreshing' },
    },
    refreshing: {
      invoke: {
        id: 'refreshReports',
        src: 'fetchReports',
        input: ({ context }) => ({ portfolioId: context.portfolioId }),
        onDone: [
          { guard: { type: 'isEmpty', params: ({ event }) => event.output }, target: 'empty', actions: { type: 'storeReports', params: ({ event }) => event.output } },
          { target: 'shown', actions: { type: 'storeReports', params: ({ event }) => event.output } },
        ],
        // The table stays as it was.
        onError: 'shown',
      },
    },
    empty: {
      on: { 'reports.refresh': 'loading' },
    },
    failed: {
      tags: 'error',
      on: { 'reports.retry': 'loading' },
    },
  },
});
