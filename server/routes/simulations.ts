import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { simulationListQuerySchema, simulationPageSchema } from '../../src/api/schemas/simulation.schema';
import { listSimulationsForUser } from '../repositories/simulationListQueries';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { signedIn } from '../permissions/routeRule';
import { collectionPaths } from '../../src/api/paths/collectionPaths';

/** GET /simulations: membership of the workspace's portfolio decides what is listed. */
export const simulationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeAt(collectionPaths.simulations),
    config: { rule: signedIn },
    schema: {
      tags: ['simulations'],
      querystring: simulationListQuerySchema,
      response: { 200: simulationPageSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => listSimulationsForUser(db, request.user.id, request.query),
  });
};
