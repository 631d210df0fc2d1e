import type { ApiFailure } from '../../../src/api/apiError';
import type { HelpArticle } from '../../../src/api/schemas/helpArticle.schema';
import { helpArticleMachine } from '../../../src/machines/helpArticle.machine';
import { apiError } from '../support/fixtures';
import { article } from '../support/helpFixtures';
import { machineModel } from '../support/modelPaths';

type Expected = { articleId: string; locale: string; article: HelpArticle | null; failure: ApiFailure | null };

/**
 * Issue 16 "Help centre, built in": an article page loads its article in the reader's language;
 * an article the help centre does not have (its 404) says so; any other failure can be retried.
 */
export const helpArticleModel = machineModel({
  name: 'helpArticle',
  machine: helpArticleMachine,
  starts: [
    {
      label: '/help/articles/getting-started opened',
      input: { articleId: 'getting-started', locale: 'en-AU' },
      state: 'loading',
      context: { articleId: 'getting-started', locale: 'en-AU', article: null, failure: null } as Expected,
    },
  ],
  events: {
    'the article loads': { type: 'xstate.done.actor.fetchArticle', output: article },
    'the help centre has no such article (404)': { type: 'xstate.error.actor.fetchArticle', error: apiError(404, 'Resource Not Found') },
    'the load fails with 500': { type: 'xstate.error.actor.fetchArticle', error: apiError(500, 'Unexpected error happened.') },
    'the user retries': { type: 'load.retry' },
  },
  states: {
    loading: { says: 'skeletons while the article loads', tags: ['busy'], invoked: { fetchArticle: { articleId: 'getting-started', locale: 'en-AU' } } },
    loaded: { says: ({ article: shown }) => `"${shown?.title}" with ${shown?.related.length} related article(s)` },
    notFound: { says: '"Article not found", with the way to the help centre' },
    failed: { says: ({ failure }) => `"${failure?.message}" with Retry`, tags: ['error'] },
  },
  transitions: {
    loading: {
      'the article loads': { to: 'loaded', context: { article, failure: null } },
      'the help centre has no such article (404)': 'notFound',
      'the load fails with 500': { to: 'failed', context: { failure: { status: 500, message: 'Unexpected error happened.' } } },
    },
    failed: { 'the user retries': 'loading' },
  },
});
