import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { portfolioPaths } from '../../src/api/paths/portfolioPaths';
import { portfolioEventPageSchema, portfolioEventQuerySchema } from '../../src/api/schemas/portfolioEvent.schema';
import { listPortfolioEvents } from '../repositories/eventQueries';
import { portfolioAction } from '../permissions/routeRule';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';

/** The portfolio's activity log (who did what, when), newest first. */
export const portfolioEventRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeAt(portfolioPaths.events),
    config: { rule: portfolioAction('events.read') },
    schema: {
      tags: ['portfolios'],
      params: portfolioPaths.events.params,
      querystring: portfolioEventQuerySchema,
      response: { 200: portfolioEventPageSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => listPortfolioEvents(db, request.params.pfId, request.query),
  });
};
