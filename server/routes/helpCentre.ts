import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  helpArticleListQuerySchema,
  helpArticleListSchema,
  helpArticleParamsSchema,
  helpArticleQuerySchema,
  helpArticleSchema,
} from '../../src/api/schemas/helpArticle.schema';
import { helpPaths } from '../../src/api/paths/helpPaths';
import type { HelpCentre } from '../help/helpCentre';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { notFound } from '../http/httpError';
import { publicRoute } from '../permissions/routeRule';

/** The help centre's articles: readable without signing in, like the help site they stand for. */
export const helpCentreRoutes: FastifyPluginAsyncZod<{ helpCentre: HelpCentre }> = async (app, { helpCentre }) => {
  app.route({
    ...routeAt(helpPaths.articles),
    config: { rule: publicRoute },
    schema: { tags: ['help'], querystring: helpArticleListQuerySchema, response: { 200: helpArticleListSchema, ...errorResponses(400) } },
    handler: async (request) => {
      const { q, locale } = request.query;
      if (!q) return { locale, query: null, articles: helpCentre.list(locale).map((article) => ({ ...article, snippet: [] })) };
      return { locale, query: q, articles: helpCentre.search(locale, q) };
    },
  });

  app.route({
    ...routeAt(helpPaths.article),
    config: { rule: publicRoute },
    schema: {
      tags: ['help'],
      params: helpArticleParamsSchema,
      querystring: helpArticleQuerySchema,
      response: { 200: helpArticleSchema, ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      const article = helpCentre.article(request.query.locale, request.params.articleId);
      if (!article) throw notFound(`No help article ${request.params.articleId}`);
      return article;
    },
  });
};
