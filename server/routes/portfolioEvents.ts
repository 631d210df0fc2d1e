import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { portfolioParamsSchema } from '../../src/api/schemas/portfolio.schema';
import { portfolioEventPageSchema, portfolioEventQuerySchema } from '../../src/api/schemas/portfolioEvent.schema';
import { listPortfolioEvents } from '../repositories/eventQueries';
import { authorizePortfolio } from '../permissions/portfolioPermissions';
import { errorResponses } from '../http/routeSchemas';

/** The portfolio's activity log (who did what, when), newest first. */
export const portfolioEventRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/portfolios/:pfId/events',
    {
      schema: {
        tags: ['portfolios'],
        params: portfolioParamsSchema,
        querystring: portfolioEventQuerySchema,
        response: { 200: portfolioEventPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await authorizePortfolio(db, request.user, request.params.pfId, 'events.read');
      return listPortfolioEvents(db, request.params.pfId, request.query);
    },
  );
};
