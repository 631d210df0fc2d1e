import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { downloadPaths } from '../../paths/downloadPaths';
import { downloadListSchema, type Download } from '../../schemas/download.schema';

/** GET /api/downloads: what Apps & Downloads offers on this server. */
export function fetchDownloadsActor(api: ApiClient) {
  return fromPromise<Download[]>(async ({ signal }) => (await api.request(downloadPaths.list.url(), downloadListSchema, { signal })).contents);
}
