import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { reportPaths } from '../../src/api/paths/reportPaths';
import {
  advancedAnalysisSchema,
  advancedComparisonQuerySchema,
  advancedComparisonSchema,
  analysisFiltersSchema,
  analysisWorksPageSchema,
  analysisWorksQuerySchema,
} from '../../src/api/schemas/advancedAnalysis.schema';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { portfolioAction } from '../permissions/routeRule';
import { advancedAnalysis } from '../reports/analysis/advancedAnalysis';
import { advancedComparison } from '../reports/analysis/advancedComparison';
import { analysisWorksPage } from '../reports/analysis/analysisWorks';
import { createAnalysisCache } from '../reports/analysis/analysisCache';

/**
 * Issue 14, the advanced reports (Enterprise; members of other plans get 403 with why): one
 * run's works under a cross-filter with a window of them, and up to 8 of a workspace's
 * simulations under one filter. `maxComparedWorks`: the stated data size past which a run is
 * failed-as-too-large (ADVANCED_COMPARISON_MAX_WORKS).
 */
export const advancedReportRoutes: FastifyPluginAsyncZod<{ db: Db; maxComparedWorks: number }> = async (app, { db, maxComparedWorks }) => {
  const taskRule = portfolioAction('reports.read', 'taskId', { plan: 'Enterprise' });
  const cache = createAnalysisCache();

  app.route({
    ...routeAt(reportPaths.analysis),
    config: { rule: taskRule },
    schema: {
      tags: ['reports'],
      params: reportPaths.analysis.params,
      querystring: analysisFiltersSchema,
      response: { 200: advancedAnalysisSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => advancedAnalysis(db, cache, request.params.taskId, request.query),
  });

  app.route({
    ...routeAt(reportPaths.analysisWorks),
    config: { rule: taskRule },
    schema: {
      tags: ['reports'],
      params: reportPaths.analysisWorks.params,
      querystring: analysisWorksQuerySchema,
      response: { 200: analysisWorksPageSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => analysisWorksPage(db, cache, request.params.taskId, request.query),
  });

  app.route({
    ...routeAt(reportPaths.advancedComparison),
    config: { rule: portfolioAction('reports.read', 'wsId', { plan: 'Enterprise' }) },
    schema: {
      tags: ['reports'],
      params: reportPaths.advancedComparison.params,
      querystring: advancedComparisonQuerySchema,
      response: { 200: advancedComparisonSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { simulation_ids: simulationIds, ...filters } = request.query;
      return advancedComparison(db, request.params.wsId, { simulationIds, filters, maxWorks: maxComparedWorks });
    },
  });
};
