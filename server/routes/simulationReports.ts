import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import type { EventPublisher } from '../realtime/eventPublisher';
import type { TaskQueue } from '../tasks/taskQueue';
import { reportPaths } from '../../src/api/paths/reportPaths';
import { reportListSchema, reportMethodQuerySchema, reportSchema } from '../../src/api/schemas/report.schema';
import { SUMMARY_CODES } from '../../src/api/schemas/reportSummary.schema';
import { simulationReportSource } from '../repositories/reportQueries';
import { ADVANCED_CODE, simulationReportEntries } from '../reports/simulationReportEntries';
import { LITE_GROUP, announceReportStatus, requestReportGeneration } from '../reports/reportGeneration';
import { portfolioAction } from '../permissions/routeRule';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';

/** SPEC 7 "Simulation reports": a simulation's reports and their status, and their generation. */
export const simulationReportRoutes: FastifyPluginAsyncZod<{ db: Db; queue: TaskQueue; events: EventPublisher }> = async (app, { db, queue, events }) => {
  const sourceOf = async (simulationId: string) => {
    const source = await simulationReportSource(db, simulationId);
    if (!source) throw notFound(`Simulation ${simulationId} was deleted`);
    return source;
  };

  app.route({
    ...routeAt(reportPaths.simulationReports),
    config: { rule: portfolioAction('reports.read', 'simId') },
    schema: { tags: ['reports'], params: reportPaths.simulationReports.params, response: { 200: reportListSchema, ...errorResponses(400, 401, 404) } },
    handler: async (request) => ({ contents: simulationReportEntries(await sourceOf(request.params.simId)) }),
  });

  app.route({
    ...routeAt(reportPaths.simulationReport),
    config: { rule: portfolioAction('reports.read', 'simId') },
    schema: {
      tags: ['reports'],
      params: reportPaths.simulationReport.params,
      querystring: reportMethodQuerySchema,
      response: { 200: reportSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { simId, rpCode } = request.params;
      const [entry] = simulationReportEntries(await sourceOf(simId), { codes: [rpCode] });
      // A method names how the report is served: asking for another one finds no such report.
      if (!entry || (request.query.method !== undefined && request.query.method !== entry.method)) {
        throw notFound(`Simulation ${simId} has no report ${rpCode}${request.query.method ? ` served by ${request.query.method}` : ''}`);
      }
      return entry;
    },
  });

  // 'lite' generates the lite reports again (e.g. after a failure); 'advanced' is the same data, for Enterprise.
  app.route({
    ...routeAt(reportPaths.simulationReportCreate),
    config: { rule: portfolioAction('reports.generate', 'simId') },
    schema: {
      tags: ['reports'],
      params: reportPaths.simulationReportCreate.params,
      response: { 202: reportSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { simId, rpGroupCode } = request.params;
      if (rpGroupCode !== LITE_GROUP && rpGroupCode !== ADVANCED_CODE) throw notFound(`Simulation reports have no group ${rpGroupCode}`);
      const before = await sourceOf(simId);
      if (rpGroupCode === ADVANCED_CODE && before.plan !== 'Enterprise') throw new HttpError(403, 'errors.advancedNeedsEnterprise', `The portfolio's plan is ${before.plan ?? 'none'}`);
      const queued = await db.transaction().execute(async (trx) => {
        const task = await trx
          .selectFrom('simulation_tasks as t')
          .leftJoin('task_results as tr', 'tr.task_id', 't.id')
          .leftJoin('task_reports as r', (join) => join.onRef('r.task_id', '=', 't.id').on('r.group_code', '=', LITE_GROUP))
          .select(['t.id', 'tr.task_id as results', 'r.status'])
          .where('t.simulation_id', '=', simId)
          .orderBy('t.created_at', 'desc')
          .orderBy('t.id')
          .limit(1)
          .forUpdate('t')
          .executeTakeFirst();
        if (!task?.results) throw new HttpError(400, 'errors.reportsNeedResults', `Simulation ${simId} has no completed task with results`);
        // Already being generated: the running job's outcome is the answer.
        if (task.status === 'in_progress') return undefined;
        await requestReportGeneration(trx, queue, task.id);
        return task.id;
      });
      if (queued) {
        queue.wake();
        await announceReportStatus(db, events, queued);
      }
      const code = rpGroupCode === ADVANCED_CODE ? ADVANCED_CODE : SUMMARY_CODES[0];
      const [entry] = simulationReportEntries(await sourceOf(simId), { codes: [code] });
      if (!entry) throw notFound(`Simulation ${simId} has no report ${code}`);
      return reply.code(202).send(entry);
    },
  });
};
