import type { ApiFailure } from '../../../src/api/apiError';
import type { WorkspacePage } from '../../../src/api/schemas/workspace.schema';
import { workspaceListMachine, type WorkspaceCollection } from '../../../src/machines/workspaceList.machine';
import { apiError, portfolio } from '../support/fixtures';
import { ANY } from '../support/modelExpectations';
import { machineModel } from '../support/modelPaths';
import { workspacePage } from '../support/workspaceListFixtures';

type Query = { page: number; page_size: number; q: string };
type Expected = { collection: WorkspaceCollection; query: Query; searchText: string; result: WorkspacePage | null; failure: ApiFailure | null };

const unexpected = apiError(500, 'Unexpected error happened.');
const gone = apiError(404, 'Resource Not Found');
const onePortfolio: WorkspaceCollection = { kind: 'portfolio', portfolioId: portfolio.id };
const everyPortfolio: WorkspaceCollection = { kind: 'all' };

/** Every load puts its query in the address bar and asks the collection's own call for it. */
const load = (context: Expected, query: Query) => ({
  to: context.collection.kind === 'portfolio' ? 'loading.onePortfolio' : 'loading.everyPortfolio',
  context: { query },
  calls: { syncQuery: [query] },
});

const loaded = { to: 'success', context: { result: workspacePage, failure: null } };
const failed = (error: ReturnType<typeof apiError>, status: number, message: string) => ({
  to: 'failure',
  context: { failure: { status, message } },
  calls: { reportFailure: [error] },
});

/**
 * Issue 13 "Pages": a portfolio's Workspaces tab and /workspaces list workspace cards, paged and
 * searchable by name (the /workspaces address keeps ?q=&page=); SPEC 4 "Portfolio list" is the
 * pattern (launch sets loading, success stores the page, failure ends loading and sets error) and
 * SPEC 8 (a failure also goes to the generic handler, a 404 to the not-found page). SPEC gives no
 * page size for workspaces: 24. A new search or a cleared one starts again at page 1; a workspace
 * created from the tab reloads the page the user is on.
 */
export const workspaceListModel = machineModel({
  name: 'workspaceList',
  machine: workspaceListMachine,
  starts: [
    {
      label: "a portfolio's Workspaces tab opened",
      input: { collection: onePortfolio },
      state: 'loading.onePortfolio',
      context: { collection: onePortfolio, query: { page: 1, page_size: 24, q: '' }, searchText: '', result: null, failure: null } as Expected,
      calls: { syncQuery: [{ page: 1, page_size: 24, q: '' }] },
    },
    {
      label: '/workspaces opened from ?q=Budget&page=2',
      input: { collection: everyPortfolio, page: 2, q: 'Budget' },
      state: 'loading.everyPortfolio',
      context: { collection: everyPortfolio, query: { page: 2, page_size: 24, q: 'Budget' }, searchText: 'Budget', result: null, failure: null } as Expected,
      calls: { syncQuery: [{ page: 2, page_size: 24, q: 'Budget' }] },
    },
  ],
  events: {
    'the user types " roads "': { type: 'search.change', text: ' roads ' },
    'the user clears the search': { type: 'search.clear' },
    'typing pauses for 300 ms': { type: 'xstate.after.searchDebounce.workspaceList.debouncing' },
    'the user goes to page 3': { type: 'page.change', page: 3 },
    'the user retries': { type: 'load.retry' },
    'a workspace is created': { type: 'list.refresh' },
    "the portfolio's workspaces load": { type: 'xstate.done.actor.fetchPortfolioWorkspaces', output: workspacePage },
    'the portfolio is gone (404)': { type: 'xstate.error.actor.fetchPortfolioWorkspaces', error: gone },
    'the workspaces load': { type: 'xstate.done.actor.fetchWorkspaces', output: workspacePage },
    'the load fails with 500': { type: 'xstate.error.actor.fetchWorkspaces', error: unexpected },
  },
  states: {
    loading: { says: ({ query }) => `skeleton cards while page ${query.page} of "${query.q}" loads`, tags: ['busy'] },
    'loading.onePortfolio': {
      says: "from the portfolio's workspaces",
      invoked: ({ query }) => ({ fetchPortfolioWorkspaces: { ...query, portfolioId: portfolio.id } }),
    },
    'loading.everyPortfolio': { says: "from the workspaces of every portfolio of the user's", invoked: ({ query }) => ({ fetchWorkspaces: query }) },
    debouncing: { says: ({ searchText }) => `the search box holds "${searchText}", waiting for typing to pause` },
    success: { says: ({ result }) => `${result?.total_count} workspace card(s) shown` },
    failure: { says: ({ failure }) => `the list failed to load: "${failure?.message}", with Retry`, tags: ['error'] },
  },
  transitions: {
    [ANY]: {
      'the user types " roads "': { to: 'debouncing', context: { searchText: ' roads ' } },
      'the user clears the search': (context: Expected) => ({ ...load(context, { ...context.query, q: '', page: 1 }), context: { query: { ...context.query, q: '', page: 1 }, searchText: '' } }),
      'the user goes to page 3': (context: Expected) => load(context, { ...context.query, page: 3 }),
      'a workspace is created': (context: Expected) => load(context, context.query),
    },
    // The search matches the text without its surrounding spaces.
    debouncing: { 'typing pauses for 300 ms': (context: Expected) => load(context, { ...context.query, q: 'roads', page: 1 }) },
    'loading.onePortfolio': {
      "the portfolio's workspaces load": loaded,
      'the portfolio is gone (404)': failed(gone, 404, 'Resource Not Found'),
    },
    'loading.everyPortfolio': {
      'the workspaces load': loaded,
      'the load fails with 500': failed(unexpected, 500, 'Unexpected error happened.'),
    },
    failure: { 'the user retries': (context: Expected) => load(context, context.query) },
  },
});
