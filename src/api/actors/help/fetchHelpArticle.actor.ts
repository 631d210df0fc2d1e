import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { helpPaths } from '../../paths/helpPaths';
import type { Locale } from '../../schemas/profile.schema';
import { helpArticleSchema, type HelpArticle } from '../../schemas/helpArticle.schema';

/** GET /help/articles/{articleId}: one article as the locale reads it. */
export function fetchHelpArticleActor(api: ApiClient) {
  return fromPromise<HelpArticle, { articleId: string; locale: Locale }>(({ input, signal }) =>
    api.request(helpPaths.article.url({ articleId: input.articleId }), helpArticleSchema, { query: { locale: input.locale }, signal }),
  );
}
