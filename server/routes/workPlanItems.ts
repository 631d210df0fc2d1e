import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { dataSourcePaths } from '../../src/api/paths/dataSourcePaths';
import { projectPaths } from '../../src/api/paths/projectPaths';
import { proposedTreatmentItemSchema, workPlanAssetItemSchema } from '../../src/api/schemas/workPlanItem.schema';
import { findAssetItem, findProposedItem } from '../repositories/workPlanItemQueries';
import { notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { planRule } from './workPlanRoute';

/**
 * The work plan side panel's asset and unlinked treatment, by the UUIDs its links carry (SPEC 2
 * "Work plan side panel", SPEC 5); read like the neighbouring asset and treatment routes.
 */
export const workPlanItemRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeAt(dataSourcePaths.assetItem),
    config: planRule('workPlans.read'),
    schema: { tags: ['work-plans'], params: dataSourcePaths.assetItem.params, response: { 200: workPlanAssetItemSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => {
      const { wpId, assetKey } = request.params;
      const asset = await findAssetItem(db, wpId, assetKey);
      if (!asset) throw notFound(`Work plan ${wpId} has no asset ${assetKey}`);
      return asset;
    },
  });

  app.route({
    ...routeAt(projectPaths.proposed),
    config: planRule('workPlans.read'),
    schema: { tags: ['work-plans'], params: projectPaths.proposed.params, response: { 200: proposedTreatmentItemSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => {
      const { wpId, proposedId } = request.params;
      const proposed = await findProposedItem(db, wpId, proposedId);
      if (!proposed) throw notFound(`Work plan ${wpId} has no proposed treatment ${proposedId}`);
      return proposed;
    },
  });
};
