import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { workPlanListQuerySchema, workPlanPageSchema } from '../../src/api/schemas/workPlan.schema';
import { listWorkPlansForUser } from '../repositories/workPlanListQueries';
import { errorResponses } from '../http/routeSchemas';

/** GET /work-plans: membership of the work plan's portfolio decides what is listed. */
export const workPlanRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/work-plans',
    {
      schema: {
        tags: ['work-plans'],
        querystring: workPlanListQuerySchema,
        response: { 200: workPlanPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listWorkPlansForUser(db, request.user.id, request.query),
  );
};
