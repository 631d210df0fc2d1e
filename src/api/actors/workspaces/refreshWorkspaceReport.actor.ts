import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { reportPaths } from '../../paths/reportPaths';
import { workspaceReportStatusSchema, type WorkspaceReportStatus } from '../../schemas/workspaceReport.schema';

/** The SimulationComparison refresh: the stored request built again; outdated when a simulation was deleted or run again. */
export function refreshWorkspaceReportActor(api: ApiClient) {
  return fromPromise<WorkspaceReportStatus, { workspaceId: string }>(({ input, signal }) =>
    api.request(reportPaths.workspaceComparisonRefresh.url({ wsId: input.workspaceId }), workspaceReportStatusSchema, { method: 'POST', signal }),
  );
}
