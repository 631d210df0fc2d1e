import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { workPlanListQuerySchema, workPlanPageSchema } from '../../src/api/schemas/workPlan.schema';
import { listWorkPlansForUser } from '../repositories/workPlanListQueries';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { signedIn } from '../permissions/routeRule';
import { collectionPaths } from '../../src/api/paths/collectionPaths';

/** GET /work-plans: membership of the work plan's portfolio decides what is listed. */
export const workPlanRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeAt(collectionPaths.workPlans),
    config: { rule: signedIn },
    schema: {
      tags: ['work-plans'],
      querystring: workPlanListQuerySchema,
      response: { 200: workPlanPageSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => listWorkPlansForUser(db, request.user.id, request.query),
  });
};
