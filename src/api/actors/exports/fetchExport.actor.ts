import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { reportPaths } from '../../paths/reportPaths';
import { exportDownloadSchema, type ExportDownload } from '../../schemas/exportDownload.schema';

/** GET /exports/{downloadId}: the record's progress and, once ready, its download link. */
export function fetchExportActor(api: ApiClient) {
  return fromPromise<ExportDownload, { downloadId: string }>(({ input, signal }) =>
    api.request(reportPaths.exportGet.url({ downloadId: input.downloadId }), exportDownloadSchema, { signal }),
  );
}
