import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { HelpArticleList, HelpArticleListQuery } from '../api/schemas/helpArticle.schema';
import type { Locale } from '../api/schemas/profile.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';
import { debouncing, searchDelays, type SearchEvent } from './searchDebounce';

export type HelpHomeInput = { locale: Locale; q?: string };

export type HelpHomeContext = {
  locale: Locale;
  /** The search the shown articles answer; '' lists every article by category. */
  query: string;
  /** What the search box holds; it becomes the query once typing pauses, or at once on Enter. */
  searchText: string;
  result: HelpArticleList | null;
  failure: ApiFailure | null;
};

export type HelpHomeEvent = SearchEvent | { type: 'search.submit' } | { type: 'load.retry' };

/**
 * The help centre's home (/help): every article by category, or the articles a search finds.
 * Loading → loaded | failed, loading again after a pause in typing, at once on Enter or when the
 * search is cleared. Every load reports its query through `syncQuery` so that the address keeps it.
 */
export const helpHomeMachine = setup({
  types: {
    context: {} as HelpHomeContext,
    events: {} as HelpHomeEvent,
    input: {} as HelpHomeInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchArticles: fromPromise<HelpArticleList, HelpArticleListQuery>(notProvided('fetchArticles')),
  },
  actions: {
    syncQuery: notProvided<[unknown, string]>('syncQuery'),
    storeSearchText: assign({ searchText: (_, text: string) => text }),
    applySearch: assign({ query: ({ context }) => context.searchText.trim() }),
    clearSearch: assign({ searchText: '', query: '' }),
    storeResult: assign({ result: (_, result: HelpArticleList) => result, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  delays: searchDelays,
}).createMachine({
  id: 'helpHome',
  context: ({ input }) => ({ locale: input.locale, query: input.q?.trim() ?? '', searchText: input.q ?? '', result: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      entry: { type: 'syncQuery', params: ({ context }) => context.query },
      invoke: {
        id: 'fetchArticles',
        src: 'fetchArticles',
        input: ({ context }) => ({ locale: context.locale, q: context.query || undefined }),
        onDone: { target: 'loaded', actions: { type: 'storeResult', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    debouncing: {
      ...debouncing,
      on: { 'search.submit': { target: 'loading', actions: 'applySearch' } },
    },
    loaded: {
      on: { 'search.submit': { target: 'loading', actions: 'applySearch' } },
    },
    failed: {
      tags: 'error',
      on: { 'load.retry': 'loading' },
    },
  },
  on: {
    'search.change': { target: '.debouncing', actions: { type: 'storeSearchText', params: ({ event }) => event.text } },
    'search.clear': { target: '.loading', actions: 'clearSearch' },
  },
});
