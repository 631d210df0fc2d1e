import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import type { BlobStore } from '../storage/blobStore';
import { reportPaths } from '../../src/api/paths/reportPaths';
import {
  assetSearchQuerySchema,
  assetSearchResultSchema,
  resultsSummaryListSchema,
  resultsSummarySchema,
  summaryQuerySchema,
} from '../../src/api/schemas/reportSummary.schema';
import { assetLifeCycleSchema } from '../../src/api/simulationPackage/results.schema';
import type { SimulationResults } from '../../src/api/simulationPackage/results.schema';
import { assetLifeCycle } from '../engine/lifeCycles';
import { notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { portfolioAction } from '../permissions/routeRule';
import { assetSearchOf } from '../reports/assetSearch';
import { availableSummaryCodes, buildSummary, loadSummaryInputs, loadTaskLifeCycles } from '../reports/resultsSummaries';

/** Whether the run can be drawn on a map: its locations have coordinates, or its snapshot a spatial layer. */
async function hasSpatialData(db: Db, taskId: string, results: SimulationResults): Promise<boolean> {
  if (results.locations.entries.some((entry) => entry.centerX !== null && entry.centerY !== null)) return true;
  const layer = await db
    .selectFrom('simulation_tasks as t')
    .innerJoin('data_snapshot_versions as v', (join) => join.onRef('v.snapshot_id', '=', 't.data_snapshot_id').onRef('v.version', '=', 't.data_snapshot_version'))
    .select('v.spatial_blob_key')
    .where('t.id', '=', taskId)
    .executeTakeFirst();
  return Boolean(layer?.spatial_blob_key);
}

/** The numbers behind a run's lite report tabs, and its assets one at a time. */
export const resultsSummaryRoutes: FastifyPluginAsyncZod<{ db: Db; blobs: BlobStore }> = async (app, { db, blobs }) => {
  const rule = portfolioAction('reports.read', 'taskId');

  app.route({
    ...routeAt(reportPaths.summaries),
    config: { rule },
    schema: { tags: ['reports'], params: reportPaths.summaries.params, response: { 200: resultsSummaryListSchema, ...errorResponses(400, 401, 404) } },
    handler: async (request) => {
      const { taskId } = request.params;
      const inputs = await loadSummaryInputs(db, blobs, taskId);
      return { task_id: taskId, codes: availableSummaryCodes(inputs), spatial: await hasSpatialData(db, taskId, inputs.results) };
    },
  });

  app.route({
    ...routeAt(reportPaths.summary),
    config: { rule },
    schema: {
      tags: ['reports'],
      params: reportPaths.summary.params,
      querystring: summaryQuerySchema,
      response: { 200: resultsSummarySchema, ...errorResponses(400, 401, 404, 409) },
    },
    handler: async (request) => {
      const inputs = await loadSummaryInputs(db, blobs, request.params.taskId);
      return buildSummary(request.params.summaryCode, inputs, { assetIndex: request.query.asset });
    },
  });

  app.route({
    ...routeAt(reportPaths.assetSearch),
    config: { rule },
    schema: {
      tags: ['reports'],
      params: reportPaths.assetSearch.params,
      querystring: assetSearchQuerySchema,
      response: { 200: assetSearchResultSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const lifeCycles = await loadTaskLifeCycles(db, blobs, request.params.taskId);
      return { contents: assetSearchOf(lifeCycles).find(request.query.search, request.query.limit) };
    },
  });

  app.route({
    ...routeAt(reportPaths.assetLifeCycle),
    config: { rule },
    schema: { tags: ['reports'], params: reportPaths.assetLifeCycle.params, response: { 200: assetLifeCycleSchema, ...errorResponses(400, 401, 404) } },
    handler: async (request) => {
      const { taskId, assetIndex } = request.params;
      const inputs = await loadSummaryInputs(db, blobs, taskId);
      const lifeCycles = await inputs.lifeCycles();
      if (assetIndex >= lifeCycles.assetCount) throw notFound(`Task ${taskId} has no asset ${assetIndex}`);
      return assetLifeCycle(inputs.results, lifeCycles, assetIndex);
    },
  });
};
