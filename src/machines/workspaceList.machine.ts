import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { WorkspaceListQuery, WorkspacePage } from '../api/schemas/workspace.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';
import { debouncing, searchDelays, type SearchEvent } from './searchDebounce';

/** SPEC gives no page size for workspaces: 24 cards fill whole rows of 2, 3, 4 or 6 columns. */
export const WORKSPACE_PAGE_SIZE = 24;

/** Which workspaces the list shows: one portfolio's (its Workspaces tab) or all of the user's (/workspaces). */
export type WorkspaceCollection = { kind: 'portfolio'; portfolioId: string } | { kind: 'all' };

export type WorkspaceListPageQuery = { page: number; page_size: number; q: string };

export type WorkspaceListInput = { collection: WorkspaceCollection; page?: number; q?: string };

export type WorkspaceListContext = {
  collection: WorkspaceCollection;
  query: WorkspaceListPageQuery;
  /** What the search box holds; it becomes the query's `q` once typing pauses. */
  searchText: string;
  result: WorkspacePage | null;
  failure: ApiFailure | null;
};

export type WorkspaceListEvent =
  | SearchEvent
  | { type: 'page.change'; page: number }
  | { type: 'load.retry' }
  /** A workspace was created: what the list shows may have changed. */
  | { type: 'list.refresh' };

/** The portfolio whose workspaces are listed; only asked for when the list is one portfolio's. */
const portfolioIdOf = ({ collection }: WorkspaceListContext) => (collection.kind === 'portfolio' ? collection.portfolioId : '');

/**
 * A list of workspace cards (issue 13 "Pages"): loading → success | failure, reloading on a page
 * change at once and on search text after a pause in typing, like the portfolio list. Every load
 * reports its query through `syncQuery` so that the address bar keeps it.
 */
export const workspaceListMachine = setup({
  types: {
    context: {} as WorkspaceListContext,
    events: {} as WorkspaceListEvent,
    input: {} as WorkspaceListInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchWorkspaces: fromPromise<WorkspacePage, WorkspaceListQuery>(notProvided('fetchWorkspaces')),
    fetchPortfolioWorkspaces: fromPromise<WorkspacePage, { portfolioId: string } & WorkspaceListQuery>(notProvided('fetchPortfolioWorkspaces')),
  },
  actions: {
    syncQuery: notProvided<[unknown, WorkspaceListPageQuery]>('syncQuery'),
    /** SPEC 8's generic handling of the failure (a toast, or the not-found page for a 404). */
    reportFailure: notProvided<[unknown, unknown]>('reportFailure'),
    storeSearchText: assign({ searchText: (_, text: string) => text }),
    applySearch: assign({ query: ({ context }) => ({ ...context.query, q: context.searchText.trim(), page: 1 }) }),
    clearSearch: assign({ searchText: '', query: ({ context }) => ({ ...context.query, q: '', page: 1 }) }),
    storePage: assign({ query: ({ context }, page: number) => ({ ...context.query, page }) }),
    storeResult: assign({ result: (_, result: WorkspacePage) => result, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    listsOnePortfolio: ({ context }) => context.collection.kind === 'portfolio',
  },
  delays: searchDelays,
}).createMachine({
  id: 'workspaceList',
  context: ({ input }) => ({
    collection: input.collection,
    query: { page: input.page ?? 1, page_size: WORKSPACE_PAGE_SIZE, q: input.q ?? '' },
    searchText: input.q ?? '',
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
        // Each collection has its own call; which one is known from the input.
        choosing: {
          always: [{ guard: 'listsOnePortfolio', target: 'onePortfolio' }, { target: 'everyPortfolio' }],
        },
        onePortfolio: {
          invoke: {
            id: 'fetchPortfolioWorkspaces',
            src: 'fetchPortfolioWorkspaces',
            input: ({ context }) => ({ ...context.query, portfolioId: portfolioIdOf(context) }),
            onDone: { target: '#workspaceList.success', actions: { type: 'storeResult', params: ({ event }) => event.output } },
            onError: { target: '#workspaceList.failure', actions: [{ type: 'storeFailure', params: errorOf }, { type: 'reportFailure', params: errorOf }] },
          },
        },
        everyPortfolio: {
          invoke: {
            id: 'fetchWorkspaces',
            src: 'fetchWorkspaces',
            input: ({ context }) => context.query,
            onDone: { target: '#workspaceList.success', actions: { type: 'storeResult', params: ({ event }) => event.output } },
            onError: { target: '#workspaceList.failure', actions: [{ type: 'storeFailure', params: errorOf }, { type: 'reportFailure', params: errorOf }] },
          },
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
    'list.refresh': '.loading',
  },
});
