import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { portfolioListQuerySchema, portfolioPageSchema } from '../../src/api/schemas/portfolio.schema';
import { apiErrorSchema } from '../../src/api/schemas/error.schema';
import { listPortfoliosForUser } from '../repositories/portfolioQueries';

export const portfolioRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/portfolios',
    {
      schema: {
        tags: ['portfolios'],
        querystring: portfolioListQuerySchema,
        response: { 200: portfolioPageSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listPortfoliosForUser(db, request.user.id, request.query),
  );
};
