import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { reportPaths } from '../../paths/reportPaths';
import type { WorkspaceReportRequest } from '../../schemas/report.schema';
import { SIMULATION_COMPARISON, workspaceReportStatusSchema, type WorkspaceReportStatus } from '../../schemas/workspaceReport.schema';

/** POST /workspaces/{wsId}/reports/SimulationComparison: builds the comparison and answers its status. */
export function generateWorkspaceReportActor(api: ApiClient) {
  return fromPromise<WorkspaceReportStatus, { workspaceId: string; request: WorkspaceReportRequest }>(({ input, signal }) =>
    api.request(reportPaths.workspaceReportCreate.url({ wsId: input.workspaceId, rpGroupCode: SIMULATION_COMPARISON }), workspaceReportStatusSchema, {
      method: 'POST',
      body: input.request,
      signal,
    }),
  );
}
