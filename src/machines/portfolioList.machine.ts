import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { PortfolioListQuery, PortfolioPage, PortfolioSort } from '../api/schemas/portfolio.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';
import { debouncing, searchDelays, type SearchEvent } from './searchDebounce';

/** SPEC 9: the portfolio list starts on page 1 with 50 portfolios a page. */
export const PORTFOLIO_PAGE_SIZE = 50;

export type PortfolioListInput = Partial<Pick<PortfolioListQuery, 'page' | 'filter' | 'sort'>>;

export type PortfolioListContext = {
  query: PortfolioListQuery;
  /** What the search box holds; it becomes the query's filter once typing pauses. */
  searchText: string;
  result: PortfolioPage | null;
  failure: ApiFailure | null;
};

export type PortfolioListEvent =
  | SearchEvent
  | { type: 'page.change'; page: number }
  | { type: 'sort.change'; sort: PortfolioSort }
  | { type: 'load.retry' };

/**
 * The portfolio list page (SPEC 4 "Portfolio list"): loading → success | failure, reloading on a
 * page or sort change at once and on search text after a pause in typing. Every load reports its
 * query through `syncQuery` so that the address bar keeps it.
 */
export const portfolioListMachine = setup({
  types: {
    context: {} as PortfolioListContext,
    events: {} as PortfolioListEvent,
    input: {} as PortfolioListInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchPortfolios: fromPromise<PortfolioPage, PortfolioListQuery>(notProvided('fetchPortfolios')),
  },
  actions: {
    syncQuery: notProvided<[unknown, PortfolioListQuery]>('syncQuery'),
    /** SPEC 8's generic handling of the failure (a toast), besides the page's own failure state. */
    reportFailure: notProvided<[unknown, unknown]>('reportFailure'),
    storeSearchText: assign({ searchText: (_, text: string) => text }),
    applySearch: assign({ query: ({ context }) => ({ ...context.query, filter: context.searchText.trim(), page: 1 }) }),
    clearSearch: assign({ searchText: '', query: ({ context }) => ({ ...context.query, filter: '', page: 1 }) }),
    storePage: assign({ query: ({ context }, page: number) => ({ ...context.query, page }) }),
    storeSort: assign({ query: ({ context }, sort: PortfolioSort) => ({ ...context.query, sort, page: 1 }) }),
    storeResult: assign({ result: (_, result: PortfolioPage) => result, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  delays: searchDelays,
}).createMachine({
  id: 'portfolioList',
  context: ({ input }) => ({
    query: {
      page: input.page ?? 1,
      page_size: PORTFOLIO_PAGE_SIZE,
      filter: input.filter ?? '',
      sort: input.sort ?? 'name',
    },
    searchText: input.filter ?? '',
    result: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      entry: { type: 'syncQuery', params: ({ context }) => context.query },
      invoke: {
        id: 'fetchPortfolios',
        src: 'fetchPortfolios',
        input: ({ context }) => context.query,
        onDone: { target: 'success', actions: { type: 'storeResult', params: ({ event }) => event.output } },
        onError: {
          target: 'failure',
          actions: [
            { type: 'storeFailure', params: errorOf },
            { type: 'reportFailure', params: errorOf },
          ],
        },
      },
    },
    debouncing,
    success: {},
    failure: {
      tags: 'error',
      on: { 'load.retry': 'loading' },
    },
  },
  on: {
    'search.change': {
      target: '.debouncing',
      actions: { type: 'storeSearchText', params: ({ event }) => event.text },
    },
    'search.clear': { target: '.loading', actions: 'clearSearch' },
    'page.change': { target: '.loading', actions: { type: 'storePage', params: ({ event }) => event.page } },
    'sort.change': { target: '.loading', actions: { type: 'storeSort', params: ({ event }) => event.sort } },
  },
});
