import type { ApiFailure } from '../../../src/api/apiError';
import type { PortfolioListQuery, PortfolioPage } from '../../../src/api/schemas/portfolio.schema';
import { portfolioListMachine } from '../../../src/machines/portfolioList.machine';
import { apiError, portfolioPage } from '../support/fixtures';
import { ANY } from '../support/modelExpectations';
import { machineModel } from '../support/modelPaths';

type Expected = { query: PortfolioListQuery; searchText: string; result: PortfolioPage | null; failure: ApiFailure | null };

const failure = apiError(500, 'Unexpected error happened.');

/** Every load puts its query in the address bar and fetches it. */
const load = (query: PortfolioListQuery) => ({ to: 'loading', context: { query }, calls: { syncQuery: [query] } });

/**
 * SPEC 4 "Portfolio list" (launch sets loading; success stores the page; failure ends loading and
 * sets error), SPEC 2 (search by name, id or owner email), SPEC 9 (page 1, 50 a page), SPEC 8 (a
 * failure also goes to the generic handler). A new search, sort or clear starts again at page 1.
 */
export const portfolioListModel = machineModel({
  name: 'portfolioList',
  machine: portfolioListMachine,
  starts: [
    {
      label: 'page opened',
      input: { page: 1, filter: '', sort: 'name' },
      state: 'loading',
      context: { query: { page: 1, page_size: 50, filter: '', sort: 'name' }, searchText: '', result: null, failure: null } as Expected,
      calls: { syncQuery: [{ page: 1, page_size: 50, filter: '', sort: 'name' }] },
    },
  ],
  events: {
    'the user types " bridge "': { type: 'search.change', text: ' bridge ' },
    'the user clears the search': { type: 'search.clear' },
    'typing pauses for 300 ms': { type: 'xstate.after.searchDebounce.portfolioList.debouncing' },
    'the user goes to page 2': { type: 'page.change', page: 2 },
    'the user sorts by last update': { type: 'sort.change', sort: '-updated_at' },
    'the user retries': { type: 'load.retry' },
    'the page loads': { type: 'xstate.done.actor.fetchPortfolios', output: portfolioPage },
    'the load fails with 500': { type: 'xstate.error.actor.fetchPortfolios', error: failure },
  },
  states: {
    loading: {
      says: ({ query }) => `spinner while page ${query.page} of "${query.filter}" sorted by ${query.sort} loads`,
      tags: ['busy'],
      invoked: ({ query }) => ({ fetchPortfolios: query }),
    },
    debouncing: { says: ({ searchText }) => `the search box holds "${searchText}", waiting for typing to pause` },
    success: { says: ({ result }) => `${result?.total_count} portfolio card(s) shown` },
    failure: { says: ({ failure }) => `the list failed to load: "${failure?.message}", with Retry`, tags: ['error'] },
  },
  transitions: {
    [ANY]: {
      'the user types " bridge "': { to: 'debouncing', context: { searchText: ' bridge ' } },
      'the user clears the search': (context: Expected) => ({ ...load({ ...context.query, filter: '', page: 1 }), context: { query: { ...context.query, filter: '', page: 1 }, searchText: '' } }),
      'the user goes to page 2': (context: Expected) => load({ ...context.query, page: 2 }),
      'the user sorts by last update': (context: Expected) => load({ ...context.query, sort: '-updated_at', page: 1 }),
    },
    debouncing: {
      // The search matches the text without its surrounding spaces.
      'typing pauses for 300 ms': (context: Expected) => load({ ...context.query, filter: 'bridge', page: 1 }),
    },
    loading: {
      'the page loads': { to: 'success', context: { result: portfolioPage, failure: null } },
      'the load fails with 500': {
        to: 'failure',
        context: { failure: { status: 500, message: 'Unexpected error happened.' } },
        calls: { reportFailure: [failure] },
      },
    },
    failure: { 'the user retries': (context: Expected) => load(context.query) },
  },
});
