import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import type { EventPublisher } from '../realtime/eventPublisher';
import { reportPaths } from '../../src/api/paths/reportPaths';
import { reportListSchema, workspaceReportRequestSchema, workspaceReportSectionSchema, type Report } from '../../src/api/schemas/report.schema';
import { SIMULATION_COMPARISON, workspaceReportSectionDataSchema, workspaceReportStatusSchema } from '../../src/api/schemas/workspaceReport.schema';
import { comparisonWindow } from '../reports/workspaceComparison';
import { comparisonState, generateComparison, refreshComparison, statusOf, type ComparisonState } from '../reports/workspaceComparisonReport';
import { portfolioAction } from '../permissions/routeRule';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';

const WORKSPACE_REPORT_GROUPS: readonly string[] = [SIMULATION_COMPARISON];

function requireGroup(code: string): void {
  if (!WORKSPACE_REPORT_GROUPS.includes(code)) throw notFound(`Workspaces have no report group ${code}`);
}

const notGenerated = (workspaceId: string) => new HttpError(404, 'errors.workspaceReportNotGenerated', `Workspace ${workspaceId} has no ${SIMULATION_COMPARISON} report yet`);

/** One entry per section of the comparison (SPEC 2's section ids), all carrying the comparison's status. */
function sectionEntries(workspaceId: string, state: ComparisonState): Report[] {
  return workspaceReportSectionSchema.options.map((code) => ({
    id: state.row.id,
    code,
    category_name: 'comparison',
    type: 'workspace',
    method: null,
    report_status: state.status,
    report_error_message: state.errorMessage,
    simulation_id: null,
    workspace_id: workspaceId,
    task_id: null,
    updated_at: state.row.updated_at.toISOString(),
  }));
}

/**
 * SPEC 7 "Workspaces": a workspace's comparison of its simulations (overview, funding and year
 * comparison): generate it from a request, read its sections and status, and refresh it.
 */
export const workspaceReportRoutes: FastifyPluginAsyncZod<{ db: Db; events: EventPublisher }> = async (app, { db, events }) => {
  const target = (request: { params: { wsId: string }; portfolioAccess: { portfolio_id: string } | null }) => ({
    workspaceId: request.params.wsId,
    portfolioId: request.portfolioAccess!.portfolio_id,
  });

  app.route({
    ...routeAt(reportPaths.workspaceReports),
    config: { rule: portfolioAction('reports.read', 'wsId') },
    schema: { tags: ['reports'], params: reportPaths.workspaceReports.params, response: { 200: reportListSchema, ...errorResponses(400, 401, 404) } },
    handler: async (request) => {
      const state = await comparisonState(db, request.params.wsId);
      return { contents: state ? sectionEntries(request.params.wsId, state) : [] };
    },
  });

  app.route({
    ...routeAt(reportPaths.workspaceReport),
    config: { rule: portfolioAction('reports.read', 'wsId') },
    schema: { tags: ['reports'], params: reportPaths.workspaceReport.params, response: { 200: workspaceReportSectionDataSchema, ...errorResponses(400, 401, 404) } },
    handler: async (request) => {
      const { wsId, rpCode } = request.params;
      const code = workspaceReportSectionSchema.safeParse(rpCode);
      if (!code.success) throw notFound(`Workspace reports have no section ${rpCode}`);
      const state = await comparisonState(db, wsId);
      if (!state?.stored) throw notGenerated(wsId);
      return {
        workspace_id: wsId,
        code: code.data,
        request: state.request,
        simulations: state.stored.simulations,
        calendar_years: comparisonWindow(state.request).years,
        ...state.stored.sections[code.data],
      };
    },
  });

  app.route({
    ...routeAt(reportPaths.workspaceReportCreate),
    config: { rule: portfolioAction('reports.generate', 'wsId') },
    schema: {
      tags: ['reports'],
      params: reportPaths.workspaceReportCreate.params,
      body: workspaceReportRequestSchema,
      response: { 201: workspaceReportStatusSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      requireGroup(request.params.rpGroupCode);
      const status = await generateComparison({ db, events }, { ...target(request), userId: request.user.id }, request.body);
      return reply.code(201).send(status);
    },
  });

  app.route({
    ...routeAt(reportPaths.workspaceReportStatus),
    config: { rule: portfolioAction('reports.read', 'wsId') },
    schema: { tags: ['reports'], params: reportPaths.workspaceReportStatus.params, response: { 200: workspaceReportStatusSchema, ...errorResponses(400, 401, 404) } },
    handler: async (request) => {
      requireGroup(request.params.rpGroupCode);
      return statusOf(request.params.wsId, await comparisonState(db, request.params.wsId));
    },
  });

  app.route({
    ...routeAt(reportPaths.workspaceComparisonRefresh),
    config: { rule: portfolioAction('reports.generate', 'wsId') },
    schema: {
      tags: ['reports'],
      params: reportPaths.workspaceComparisonRefresh.params,
      response: { 200: workspaceReportStatusSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => refreshComparison({ db, events }, target(request)),
  });
};
