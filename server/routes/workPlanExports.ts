import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { workPlanExportPaths } from '../../src/api/paths/workPlanExportPaths';
import { workPlanExportFileName, workPlanExportSchema, type WorkPlanExportFormat } from '../../src/api/schemas/workPlanExport.schema';
import { readWorkPlanSettings } from '../repositories/workPlanQueries';
import { readProjectTree } from '../repositories/workPlanProjectQueries';
import { notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { contentDisposition, XLSX_TYPE } from '../http/downloads';
import { planRule } from './workPlanRoute';
import { workPlanCsv } from '../workPlans/workPlanExportCsv';
import { workPlanJson } from '../workPlans/workPlanExportJson';
import { workPlanWorkbook } from '../workPlans/workPlanExportWorkbook';
import { planWorkbookTexts } from '../workPlans/workPlanExportTexts';
import { insightsOf } from '../workPlans/workPlanInsights';

const CONTENT_TYPES: Record<WorkPlanExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: XLSX_TYPE,
  json: 'application/json; charset=utf-8',
};

/**
 * The plan's exports (DOMAIN "Work Planner": back to the modelling app, and to CSV), built from
 * the same read as the Insights tab so that the files hold the numbers the screen shows. A plan
 * is small (hundreds of treatments), so each file is built in one go rather than as a job.
 */
export const workPlanExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = async (wpId: string) => {
    const [plan, settings, projects] = await Promise.all([
      db.selectFrom('work_plans').select(['id', 'portfolio_id', 'name', 'description']).where('id', '=', wpId).executeTakeFirst(),
      readWorkPlanSettings(db, wpId),
      readProjectTree(db, wpId),
    ]);
    if (!plan || !settings) throw notFound(`Work plan ${wpId} was deleted`);
    return { plan, settings, insights: insightsOf(settings, projects), exportedAt: new Date() };
  };
  const file = (format: WorkPlanExportFormat, planName: string, exportedAt: Date) => ({
    'content-type': CONTENT_TYPES[format],
    'content-disposition': contentDisposition(workPlanExportFileName(planName, format, exportedAt)),
    'cache-control': 'private, no-store',
  });

  app.route({
    ...routeAt(workPlanExportPaths.csv),
    config: planRule('workPlans.read'),
    schema: {
      tags: ['work-plans'],
      params: workPlanExportPaths.csv.params,
      produces: ['text/csv'],
      response: { 200: z.string().meta({ description: 'RFC 4180 CSV, UTF-8 with a byte order mark: one row per treatment, with its phase and project' }), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { plan, insights, exportedAt } = await read(request.params.wpId);
      return reply.headers(file('csv', plan.name, exportedAt)).send(workPlanCsv(insights.projects));
    },
  });

  app.route({
    ...routeAt(workPlanExportPaths.xlsx),
    config: planRule('workPlans.read'),
    schema: {
      tags: ['work-plans'],
      params: workPlanExportPaths.xlsx.params,
      produces: [CONTENT_TYPES.xlsx],
      response: { 200: z.instanceof(Buffer).meta({ description: 'The .xlsx workbook: summary, projects, phases, treatments and budgets' }), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { plan, insights, exportedAt } = await read(request.params.wpId);
      const texts = await planWorkbookTexts(request.user.locale);
      const workbook = await workPlanWorkbook(insights, { planName: plan.name, exportedAt }, texts);
      return reply.headers(file('xlsx', plan.name, exportedAt)).send(workbook);
    },
  });

  app.route({
    ...routeAt(workPlanExportPaths.json),
    config: planRule('workPlans.read'),
    schema: { tags: ['work-plans'], params: workPlanExportPaths.json.params, response: { 200: workPlanExportSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      const { plan, settings, insights, exportedAt } = await read(request.params.wpId);
      return reply.headers(file('json', plan.name, exportedAt)).send(workPlanJson(plan, settings, insights, exportedAt));
    },
  });
};
