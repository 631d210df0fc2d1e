import { fromPromise } from 'xstate';
import type { SectionsQuery } from '../../../machines/workspaceReport.machine';
import type { ApiClient } from '../../client';
import { reportPaths } from '../../paths/reportPaths';
import { workspaceReportSectionDataSchema, type WorkspaceReportSectionData } from '../../schemas/workspaceReport.schema';

/** GET /workspaces/{wsId}/reports/{rpCode} for each section a tab shows, in its order. */
export function fetchWorkspaceReportSectionsActor(api: ApiClient) {
  return fromPromise<WorkspaceReportSectionData[], SectionsQuery>(({ input, signal }) =>
    Promise.all(input.codes.map((code) => api.request(reportPaths.workspaceReport.url({ wsId: input.workspaceId, rpCode: code }), workspaceReportSectionDataSchema, { signal }))),
  );
}
