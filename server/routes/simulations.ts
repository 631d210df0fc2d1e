import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { simulationListQuerySchema, simulationPageSchema } from '../../src/api/schemas/simulation.schema';
import { listSimulationsForUser } from '../repositories/simulationListQueries';
import { errorResponses } from '../http/routeSchemas';

/** GET /simulations: membership of the workspace's portfolio decides what is listed. */
export const simulationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/simulations',
    {
      schema: {
        tags: ['simulations'],
        querystring: simulationListQuerySchema,
        response: { 200: simulationPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listSimulationsForUser(db, request.user.id, request.query),
  );
};
