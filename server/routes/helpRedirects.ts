import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { knowledgeBaseQuerySchema } from '../../src/api/schemas/helpArticle.schema';
import { helpPaths } from '../../src/api/paths/helpPaths';
import { helpPages, LEARNING_PATH_ARTICLE } from '../../src/api/helpPages';
import type { HelpCentre } from '../help/helpCentre';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { self } from '../permissions/routeRule';

export type HelpRedirectOptions = {
  helpCentre: HelpCentre;
  publicUrl: string;
  /** KNOWLEDGE_BASE_URL: an external help site in place of the built-in one. */
  knowledgeBaseUrl: string | undefined;
  /** LMS_URL: the learning site; unset, the help centre's learning path. */
  lmsUrl: string | undefined;
};

/** An article id as the last path segment of an external help site's address. */
function externalArticle(base: string, articleId: string | undefined): string {
  if (!articleId) return base;
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/${encodeURIComponent(articleId)}`;
  return url.toString();
}

/**
 * SPEC 7: GET /profile/knowledgebase and /profile/lms answer 204 with the address to open in their
 * Location header; the client opens it in a named window. An article the help centre does not
 * have opens the help home, where the reader can search for it.
 */
export const helpRedirectRoutes: FastifyPluginAsyncZod<HelpRedirectOptions> = async (app, options) => {
  const { helpCentre, publicUrl, knowledgeBaseUrl, lmsUrl } = options;
  if (!lmsUrl && !helpCentre.has(LEARNING_PATH_ARTICLE)) throw new Error(`The learning path article help/articles/en-AU/${LEARNING_PATH_ARTICLE}.md is missing`);

  app.route({
    ...routeAt(helpPaths.knowledgeBase),
    config: { rule: self },
    schema: { tags: ['profile'], querystring: knowledgeBaseQuerySchema, response: { 204: z.null(), ...errorResponses(400, 401) } },
    handler: async (request, reply) => {
      const articleId = request.query['article-id'];
      const location = knowledgeBaseUrl
        ? externalArticle(knowledgeBaseUrl, articleId)
        : `${publicUrl}${articleId && helpCentre.has(articleId) ? helpPages.article(articleId) : helpPages.home}`;
      return reply.code(204).header('location', location).send(null);
    },
  });

  app.route({
    ...routeAt(helpPaths.learningSite),
    config: { rule: self },
    schema: { tags: ['profile'], response: { 204: z.null(), ...errorResponses(401) } },
    handler: async (_request, reply) => reply.code(204).header('location', lmsUrl ?? `${publicUrl}${helpPages.article(LEARNING_PATH_ARTICLE)}`).send(null),
  });
};
