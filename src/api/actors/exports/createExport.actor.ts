import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { reportPaths } from '../../paths/reportPaths';
import { exportDownloadSchema, type ExportDownload } from '../../schemas/exportDownload.schema';

/** POST /tasks/{taskId}/exports: a new download record, whose workbook the server starts building. */
export function createExportActor(api: ApiClient) {
  return fromPromise<ExportDownload, { taskId: string }>(({ input, signal }) =>
    api.request(reportPaths.exportCreate.url({ taskId: input.taskId }), exportDownloadSchema, { method: 'POST', signal }),
  );
}
