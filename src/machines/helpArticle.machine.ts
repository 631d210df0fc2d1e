import { assign, fromPromise, setup } from 'xstate';
import { hasStatus, toApiFailure, type ApiFailure } from '../api/apiError';
import type { HelpArticle } from '../api/schemas/helpArticle.schema';
import type { Locale } from '../api/schemas/profile.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

export type HelpArticleInput = { articleId: string; locale: Locale };

export type HelpArticleContext = HelpArticleInput & {
  article: HelpArticle | null;
  failure: ApiFailure | null;
};

export type HelpArticleEvent = { type: 'load.retry' };

/**
 * An article page of the help centre (/help/articles/{id}): loading → loaded, notFound when the
 * help centre has no such article (its 404), or failed with Retry for anything else.
 */
export const helpArticleMachine = setup({
  types: {
    context: {} as HelpArticleContext,
    events: {} as HelpArticleEvent,
    input: {} as HelpArticleInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchArticle: fromPromise<HelpArticle, HelpArticleInput>(notProvided('fetchArticle')),
  },
  actions: {
    storeArticle: assign({ article: (_, article: HelpArticle) => article, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    isNotFound: (_, error: unknown) => hasStatus(error, [404]),
  },
}).createMachine({
  id: 'helpArticle',
  context: ({ input }) => ({ articleId: input.articleId, locale: input.locale, article: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchArticle',
        src: 'fetchArticle',
        input: ({ context }) => ({ articleId: context.articleId, locale: context.locale }),
        onDone: { target: 'loaded', actions: { type: 'storeArticle', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isNotFound', params: errorOf }, target: 'notFound' },
          { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    loaded: {},
    notFound: {},
    failed: {
      tags: 'error',
      on: { 'load.retry': 'loading' },
    },
  },
});
