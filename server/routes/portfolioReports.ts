import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { reportPaths } from '../../src/api/paths/reportPaths';
import { reportListSchema } from '../../src/api/schemas/report.schema';
import { portfolioReportSources, portfolioWorkspaceReports } from '../repositories/reportQueries';
import { PORTFOLIO_LIST_CODES, simulationReportEntries } from '../reports/simulationReportEntries';
import { portfolioAction } from '../permissions/routeRule';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';

/**
 * The portfolio's Reports tab (SPEC 2): every workspace's comparison reports and every
 * simulation's reports by kind, with their status and whose they are, in one flat list.
 */
export const portfolioReportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeAt(reportPaths.portfolioReports),
    config: { rule: portfolioAction('reports.read') },
    schema: { tags: ['reports'], params: reportPaths.portfolioReports.params, response: { 200: reportListSchema, ...errorResponses(400, 401, 404) } },
    handler: async (request) => {
      const { pfId } = request.params;
      const [workspaceReports, sources] = await Promise.all([portfolioWorkspaceReports(db, pfId), portfolioReportSources(db, pfId)]);
      const simulationReports = sources.flatMap((source) => simulationReportEntries(source, { codes: PORTFOLIO_LIST_CODES }));
      return { contents: [...workspaceReports, ...simulationReports] };
    },
  });
};
