import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { reportPaths } from '../../paths/reportPaths';
import { SIMULATION_COMPARISON, workspaceReportStatusSchema, type WorkspaceReportStatus } from '../../schemas/workspaceReport.schema';

/** GET /workspaces/{wsId}/reportstatus/SimulationComparison: the comparison's status and the request it was made from. */
export function fetchWorkspaceReportStatusActor(api: ApiClient) {
  return fromPromise<WorkspaceReportStatus, { workspaceId: string }>(({ input, signal }) =>
    api.request(reportPaths.workspaceReportStatus.url({ wsId: input.workspaceId, rpGroupCode: SIMULATION_COMPARISON }), workspaceReportStatusSchema, { signal }),
  );
}
