import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { helpPaths } from '../../paths/helpPaths';
import { helpArticleListSchema, type HelpArticleList, type HelpArticleListQuery } from '../../schemas/helpArticle.schema';

/** GET /help/articles: every article of the locale, or with `q` those a search finds. */
export function fetchHelpArticlesActor(api: ApiClient) {
  return fromPromise<HelpArticleList, HelpArticleListQuery>(({ input, signal }) =>
    api.request(helpPaths.articles.url(), helpArticleListSchema, { query: { locale: input.locale, q: input.q || undefined }, signal }),
  );
}
