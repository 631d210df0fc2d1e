import type { ApiFailure } from '../../../src/api/apiError';
import type { WorkPlanPage } from '../../../src/api/schemas/workPlan.schema';
import { workPlanListMachine } from '../../../src/machines/workPlanList.machine';
import { apiError, portfolio } from '../support/fixtures';
import { ANY } from '../support/modelExpectations';
import { machineModel } from '../support/modelPaths';
import { workPlanPage } from '../support/workPlanFixtures';

type Query = { page: number; page_size: number };
type Expected = { portfolioId: string | null; query: Query; result: WorkPlanPage | null; failure: ApiFailure | null };

const unexpected = apiError(500, 'Unexpected error happened.');
const gone = apiError(404, 'Resource Not Found');
const unlicensed = apiError(403, "The Work Planner is not part of this portfolio's subscription. Please contact sales to add it.");

/** Every load puts its page in the address bar and asks the list's own call for it. */
const load = (context: Expected, query: Query) => ({
  to: context.portfolioId ? 'loading.onePortfolio' : 'loading.everyPortfolio',
  context: { query },
  calls: { syncQuery: [query] },
});

const loaded = { to: 'success', context: { result: workPlanPage, failure: null } };
const failed = (error: ReturnType<typeof apiError>, status: number, message: string) => ({
  to: 'failure',
  context: { failure: { status, message } },
  calls: { reportFailure: [error] },
});

/**
 * Issue 15 "Work plans and their settings": /work-plans (the user's plans, paged) and a portfolio's
 * Work Plans tab list plan cards; the address keeps ?page=. SPEC 4 "Portfolio list" is the
 * pattern (launch sets loading, success stores the page, failure ends loading and sets error) and
 * SPEC 8 (a failure also goes to the generic handler, a 404 to the not-found page). SPEC gives no
 * page size for these lists: 24, as for workspaces. A plan created from the tab reloads the page
 * the user is on.
 */
export const workPlanListModel = machineModel({
  name: 'workPlanList',
  machine: workPlanListMachine,
  starts: [
    {
      label: "a portfolio's Work Plans tab opened",
      input: { portfolioId: portfolio.id },
      state: 'loading.onePortfolio',
      context: { portfolioId: portfolio.id, query: { page: 1, page_size: 24 }, result: null, failure: null } as Expected,
      calls: { syncQuery: [{ page: 1, page_size: 24 }] },
    },
    {
      label: '/work-plans opened from ?page=2',
      input: { page: 2 },
      state: 'loading.everyPortfolio',
      context: { portfolioId: null, query: { page: 2, page_size: 24 }, result: null, failure: null } as Expected,
      calls: { syncQuery: [{ page: 2, page_size: 24 }] },
    },
  ],
  events: {
    'the user goes to page 3': { type: 'page.change', page: 3 },
    'the user retries': { type: 'load.retry' },
    'a work plan is created': { type: 'list.refresh' },
    "the portfolio's plans load": { type: 'xstate.done.actor.fetchPortfolioWorkPlans', output: workPlanPage },
    'the portfolio is gone (404)': { type: 'xstate.error.actor.fetchPortfolioWorkPlans', error: gone },
    'the portfolio lost the Work Planner (403)': { type: 'xstate.error.actor.fetchPortfolioWorkPlans', error: unlicensed },
    "the user's plans load": { type: 'xstate.done.actor.fetchWorkPlans', output: workPlanPage },
    'the load fails with 500': { type: 'xstate.error.actor.fetchWorkPlans', error: unexpected },
  },
  states: {
    loading: { says: ({ query }) => `skeleton cards while page ${query.page} loads`, tags: ['busy'] },
    'loading.onePortfolio': {
      says: "from the portfolio's plans",
      invoked: ({ query }) => ({ fetchPortfolioWorkPlans: { ...query, portfolioId: portfolio.id } }),
    },
    'loading.everyPortfolio': { says: "from the plans of every licensed portfolio of the user's", invoked: ({ query }) => ({ fetchWorkPlans: query }) },
    success: { says: ({ result }) => `${result?.total_count} work plan card(s) shown` },
    failure: { says: ({ failure }) => `the list failed to load: "${failure?.message}", with Retry`, tags: ['error'] },
  },
  transitions: {
    [ANY]: {
      'the user goes to page 3': (context: Expected) => load(context, { ...context.query, page: 3 }),
      'a work plan is created': (context: Expected) => load(context, context.query),
    },
    'loading.onePortfolio': {
      "the portfolio's plans load": loaded,
      'the portfolio is gone (404)': failed(gone, 404, 'Resource Not Found'),
      'the portfolio lost the Work Planner (403)': failed(unlicensed, 403, "The Work Planner is not part of this portfolio's subscription. Please contact sales to add it."),
    },
    'loading.everyPortfolio': {
      "the user's plans load": loaded,
      'the load fails with 500': failed(unexpected, 500, 'Unexpected error happened.'),
    },
    failure: { 'the user retries': (context: Expected) => load(context, context.query) },
  },
});
