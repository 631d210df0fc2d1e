import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { insightsSchema } from '../../src/api/schemas/project.schema';
import { projectPaths } from '../../src/api/paths/projectPaths';
import { readWorkPlanSettings } from '../repositories/workPlanQueries';
import { readProjectTree } from '../repositories/workPlanProjectQueries';
import { insightsOf } from '../workPlans/workPlanInsights';
import { notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { planRule } from './workPlanRoute';

/** GET /v5/project/{wpId}/insights: the Board, Grid, Gantt and budgets of the plan, in one read. */
export const workPlanInsightsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeAt(projectPaths.insights),
    config: planRule('workPlans.read'),
    schema: { tags: ['work-plans'], params: projectPaths.insights.params, response: { 200: insightsSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => {
      const { wpId } = request.params;
      const [settings, projects] = await Promise.all([readWorkPlanSettings(db, wpId), readProjectTree(db, wpId)]);
      if (!settings) throw notFound(`Work plan ${wpId} was deleted`);
      return insightsOf(settings, projects);
    },
  });
};
