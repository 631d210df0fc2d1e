import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { workPlanBuilderPaths } from '../../src/api/paths/workPlanBuilderPaths';
import { planAssetCollectionSchema, proposedTreatmentPageSchema, proposedTreatmentQuerySchema } from '../../src/api/schemas/workPlanBuilder.schema';
import { listProposedTreatments, planAssetCollection } from '../repositories/workPlanBuilderQueries';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { planRule } from './workPlanRoute';

/**
 * The Builder's Treatments and Map views (SPEC 2 "Work Plan builder"): read like the plan's assets,
 * by whoever may read the plan of a portfolio licensed for the Work Planner.
 */
export const workPlanBuilderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeAt(workPlanBuilderPaths.geojson),
    config: planRule('workPlans.read'),
    schema: { tags: ['work-plans'], params: workPlanBuilderPaths.geojson.params, response: { 200: planAssetCollectionSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => planAssetCollection(db, request.params.wpId),
  });

  app.route({
    ...routeAt(workPlanBuilderPaths.proposed),
    config: planRule('workPlans.read'),
    schema: {
      tags: ['work-plans'],
      params: workPlanBuilderPaths.proposed.params,
      querystring: proposedTreatmentQuerySchema,
      response: { 200: proposedTreatmentPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => listProposedTreatments(db, request.params.wpId, request.query),
  });
};
