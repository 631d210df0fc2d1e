import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { ApiError } from '../../apiError';
import { reportPaths } from '../../paths/reportPaths';
import { reportListSchema, reportSchema, type Report } from '../../schemas/report.schema';

export type ReportPageQuery = { type: 'simulation' | 'workspace'; id: string; code: string };

/**
 * The report a route outside the shell names: a simulation's is GET /simulations/{id}/reports/{code};
 * a workspace's is its entry in GET /workspaces/{id}/reports, a code it does not have answering
 * 404 as an unknown simulation report does.
 */
export function fetchReportPageActor(api: ApiClient) {
  return fromPromise<Report, ReportPageQuery>(async ({ input, signal }) => {
    if (input.type === 'simulation') {
      return api.request(reportPaths.simulationReport.url({ simId: input.id, rpCode: input.code }), reportSchema, { signal });
    }
    const { contents } = await api.request(reportPaths.workspaceReports.url({ wsId: input.id }), reportListSchema, { signal });
    const found = contents.find((report) => report.code === input.code);
    if (!found) throw new ApiError(404, { code: 404, message: 'Resource Not Found', key: 'errors.notFound', developer_message: `Workspace ${input.id} has no report ${input.code}` });
    return found;
  });
}
