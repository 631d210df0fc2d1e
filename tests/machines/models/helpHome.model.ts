import type { ApiFailure } from '../../../src/api/apiError';
import type { HelpArticleList } from '../../../src/api/schemas/helpArticle.schema';
import type { Locale } from '../../../src/api/schemas/profile.schema';
import { helpHomeMachine } from '../../../src/machines/helpHome.machine';
import { apiError } from '../support/fixtures';
import { articleList } from '../support/helpFixtures';
import { ANY } from '../support/modelExpectations';
import { machineModel } from '../support/modelPaths';

type Expected = { locale: Locale; query: string; searchText: string; result: HelpArticleList | null; failure: ApiFailure | null };

/** Every load writes its search into the address (?q=), so that a search can be linked. */
const load = (query: string) => ({ to: 'loading', context: { query }, calls: { syncQuery: [query] } });

/**
 * Issue 16 "Help centre, built in": /help lists every article by category, or with a search the
 * articles that match it (the address keeps ?q=). A search runs once typing pauses (300 ms, as the
 * portfolio list's) or at once on Enter, without the spaces around it; clearing it lists them all
 * again; a failed load can be retried.
 */
export const helpHomeModel = machineModel({
  name: 'helpHome',
  machine: helpHomeMachine,
  starts: [
    {
      label: '/help opened',
      input: { locale: 'en-AU' },
      state: 'loading',
      context: { locale: 'en-AU', query: '', searchText: '', result: null, failure: null } as Expected,
      calls: { syncQuery: [''] },
    },
    {
      label: '/help?q=backlog opened in Chinese',
      input: { locale: 'zh-CN', q: 'backlog' },
      state: 'loading',
      context: { locale: 'zh-CN', query: 'backlog', searchText: 'backlog', result: null, failure: null } as Expected,
      calls: { syncQuery: ['backlog'] },
    },
  ],
  events: {
    'the user types " power bi "': { type: 'search.change', text: ' power bi ' },
    'typing pauses for 300 ms': { type: 'xstate.after.searchDebounce.helpHome.debouncing' },
    'the user presses Enter': { type: 'search.submit' },
    'the user clears the search': { type: 'search.clear' },
    'the articles load': { type: 'xstate.done.actor.fetchArticles', output: articleList },
    'the load fails with 500': { type: 'xstate.error.actor.fetchArticles', error: apiError(500, 'Unexpected error happened.') },
    'the user retries': { type: 'load.retry' },
  },
  states: {
    loading: {
      says: ({ query }) => (query ? `skeletons while the articles matching "${query}" load` : 'skeletons while every article loads'),
      tags: ['busy'],
      invoked: ({ locale, query }) => ({ fetchArticles: { locale, q: query || undefined } }),
    },
    debouncing: { says: ({ searchText }) => `the search box holds "${searchText}", waiting for typing to pause` },
    loaded: { says: ({ result }) => `${result?.articles.length} article(s) shown` },
    failed: { says: ({ failure }) => `"${failure?.message}" with Retry`, tags: ['error'] },
  },
  transitions: {
    [ANY]: {
      'the user types " power bi "': { to: 'debouncing', context: { searchText: ' power bi ' } },
      'the user clears the search': { ...load(''), context: { query: '', searchText: '' } },
    },
    debouncing: {
      'typing pauses for 300 ms': load('power bi'),
      'the user presses Enter': load('power bi'),
    },
    loading: {
      'the articles load': { to: 'loaded', context: { result: articleList, failure: null } },
      'the load fails with 500': { to: 'failed', context: { failure: { status: 500, message: 'Unexpected error happened.' } } },
    },
    loaded: { 'the user presses Enter': (context: Expected) => load(context.searchText.trim()) },
    failed: { 'the user retries': (context: Expected) => load(context.query) },
  },
});
