import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database';
import type { BlobStore } from '../storage/blobStore';
import { reportPaths } from '../../src/api/paths/reportPaths';
import { feedQuerySchema, resultsEndpointSchema } from '../../src/api/schemas/resultsFeed.schema';
import { portfolioAction, publicRoute } from '../permissions/routeRule';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { feedLinkOf, feedTarget, generateFeedLink, revokeFeedLink } from '../reports/resultsFeedLink';
import { summaryCsv } from '../reports/summaryCsv';
import { worksCsv } from '../reports/worksCsv';
import { worksStored } from '../reports/taskWorks';

/** A spreadsheet refreshing the feed calls it now and then; more than this from one address is not a spreadsheet. */
const FEED_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/** The file name a browser saves the feed under: the simulation's name, kept to safe characters. */
function attachment(simulationName: string, what: string): string {
  const base = `${simulationName}-${what}`.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || what;
  return `attachment; filename="${base}.csv"; filename*=UTF-8''${encodeURIComponent(`${simulationName}-${what}`)}.csv`;
}

/**
 * SPEC 3 "Simulation task" results endpoint and SPEC 4 "Results feed link": members see whether a
 * task has a sharable link, Editors and Admins generate, regenerate and revoke it, and anyone
 * holding the link reads the run's works programme (or one report table) as CSV, without signing in.
 */
export const resultsFeedRoutes: FastifyPluginAsyncZod<{ db: Db; blobs: BlobStore; publicUrl: string }> = async (app, { db, blobs, publicUrl }) => {
  app.route({
    ...routeAt(reportPaths.resultsEndpoint),
    config: { rule: portfolioAction('reports.read', 'taskId') },
    schema: { tags: ['reports'], params: reportPaths.resultsEndpoint.params, response: { 200: resultsEndpointSchema, ...errorResponses(400, 401, 404) } },
    handler: async (request) => feedLinkOf(db, request.params.taskId),
  });

  app.route({
    ...routeAt(reportPaths.resultsEndpointCreate),
    config: { rule: portfolioAction('resultsFeed.manage', 'taskId') },
    schema: { tags: ['reports'], params: reportPaths.resultsEndpointCreate.params, response: { 201: resultsEndpointSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      const link = await generateFeedLink(db, { taskId: request.params.taskId, userId: request.user.id, publicUrl });
      return reply.code(201).send(link);
    },
  });

  app.route({
    ...routeAt(reportPaths.resultsEndpointDelete),
    config: { rule: portfolioAction('resultsFeed.manage', 'taskId') },
    schema: { tags: ['reports'], params: reportPaths.resultsEndpointDelete.params, response: { 204: z.undefined(), ...errorResponses(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      await revokeFeedLink(db, request.params.taskId);
      return reply.code(204).send();
    },
  });

  app.route({
    ...routeAt(reportPaths.feed),
    config: { rule: publicRoute, rateLimit: FEED_RATE_LIMIT },
    schema: {
      tags: ['reports'],
      params: reportPaths.feed.params,
      querystring: feedQuerySchema,
      produces: ['text/csv'],
      response: { 200: z.custom<Readable | string>().meta({ description: 'RFC 4180 CSV, UTF-8: the works programme, or one report table with ?summary=' }), ...errorResponses(400, 404, 409, 429) },
    },
    handler: async (request, reply) => {
      // Never name the token in a message: answers and logs must not carry it.
      const target = await feedTarget(db, request.params.token);
      if (!target) throw notFound('This results feed link does not exist: it was revoked or replaced by a new one');
      const { summary } = request.query;
      const hasResults = await db.selectFrom('task_results').select('task_id').where('task_id', '=', target.taskId).executeTakeFirst();
      if (!hasResults) throw notFound('The linked simulation task has no results');
      reply.type('text/csv; charset=utf-8').header('cache-control', 'no-store');
      if (summary) {
        const csv = await summaryCsv(db, blobs, target.taskId, summary);
        return reply.header('content-disposition', attachment(target.simulationName, summary)).send(csv);
      }
      if (!(await worksStored(db, target.taskId))) {
        throw new HttpError(409, 'errors.resultsFeedNotReady', 'The works programme is stored when the lite reports are generated');
      }
      return reply.header('content-disposition', attachment(target.simulationName, 'works')).send(Readable.from(worksCsv(db, target.taskId)));
    },
  });
};
