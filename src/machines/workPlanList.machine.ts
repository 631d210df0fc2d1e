import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { WorkPlanPage } from '../api/schemas/workPlan.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

/** SPEC gives no page size for the plan lists (only the recent list's 20): 24 cards fill whole rows of 2, 3, 4 or 6 columns, as workspaces do. */
export const WORK_PLAN_PAGE_SIZE = 24;

export type WorkPlanListQuery = { page: number; page_size: number };

/** Without a portfolio the list is /work-plans, every plan of the user's licensed portfolios. */
export type WorkPlanListInput = { portfolioId?: string; page?: number };

export type WorkPlanListContext = {
  portfolioId: string | null;
  query: WorkPlanListQuery;
  result: WorkPlanPage | null;
  failure: ApiFailure | null;
};

export type WorkPlanListEvent =
  | { type: 'page.change'; page: number }
  | { type: 'load.retry' }
  /** A plan was created: what the list shows may have changed. */
  | { type: 'list.refresh' };

/**
 * A list of work plan cards (issue 15 "Work plans and their settings"): /work-plans or a
 * portfolio's Work Plans tab, paged. loading → success | failure; a page change or a created plan
 * loads again. Every load reports its query through `syncQuery` so that the address keeps the page.
 */
export const workPlanListMachine = setup({
  types: {
    context: {} as WorkPlanListContext,
    events: {} as WorkPlanListEvent,
    input: {} as WorkPlanListInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchWorkPlans: fromPromise<WorkPlanPage, WorkPlanListQuery>(notProvided('fetchWorkPlans')),
    fetchPortfolioWorkPlans: fromPromise<WorkPlanPage, { portfolioId: string } & WorkPlanListQuery>(notProvided('fetchPortfolioWorkPlans')),
  },
  actions: {
    syncQuery: notProvided<[unknown, WorkPlanListQuery]>('syncQuery'),
    /** SPEC 8's generic handling of the failure (a toast, or the not-found page for a 404). */
    reportFailure: notProvided<[unknown, unknown]>('reportFailure'),
    storePage: assign({ query: ({ context }, page: number) => ({ ...context.query, page }) }),
    storeResult: assign({ result: (_, result: WorkPlanPage) => result, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    listsOnePortfolio: ({ context }) => context.portfolioId !== null,
  },
}).createMachine({
  id: 'workPlanList',
  context: ({ input }) => ({
    portfolioId: input.portfolioId ?? null,
    query: { page: input.page ?? 1, page_size: WORK_PLAN_PAGE_SIZE },
    result: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      entry: { type: 'syncQuery', params: ({ context }) => context.query },
      initial: 'choosing',
      states: {
        // Each list has its own call; which one is known from the input.
        choosing: {
          always: [{ guard: 'listsOnePortfolio', target: 'onePortfolio' }, { target: 'everyPortfolio' }],
        },
        onePortfolio: {
          invoke: {
            id: 'fetchPortfolioWorkPlans',
            src: 'fetchPortfolioWorkPlans',
            input: ({ context }) => ({ ...context.query, portfolioId: context.portfolioId ?? '' }),
            onDone: { target: '#workPlanList.success', actions: { type: 'storeResult', params: ({ event }) => event.output } },
            onError: { target: '#workPlanList.failure', actions: [{ type: 'storeFailure', params: errorOf }, { type: 'reportFailure', params: errorOf }] },
          },
        },
        everyPortfolio: {
          invoke: {
            id: 'fetchWorkPlans',
            src: 'fetchWorkPlans',
            input: ({ context }) => context.query,
            onDone: { target: '#workPlanList.success', actions: { type: 'storeResult', params: ({ event }) => event.output } },
            onError: { target: '#workPlanList.failure', actions: [{ type: 'storeFailure', params: errorOf }, { type: 'reportFailure', params: errorOf }] },
          },
        },
      },
    },
    success: {},
    failure: {
      tags: 'error',
      on: { 'load.retry': 'loading' },
    },
  },
  on: {
    'page.change': { target: '.loading', actions: { type: 'storePage', params: ({ event }) => event.page } },
    'list.refresh': '.loading',
  },
});
