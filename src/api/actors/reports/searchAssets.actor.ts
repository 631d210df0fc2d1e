import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { reportPaths } from '../../paths/reportPaths';
import { assetSearchResultSchema, type AssetMatch } from '../../schemas/reportSummary.schema';

/** GET /tasks/{taskId}/assets?search=: the run's assets whose id or name holds the text. */
export function searchAssetsActor(api: ApiClient) {
  return fromPromise<AssetMatch[], { taskId: string; search: string }>(async ({ input, signal }) => {
    const { contents } = await api.request(reportPaths.assetSearch.url({ taskId: input.taskId }), assetSearchResultSchema, {
      query: { search: input.search },
      signal,
    });
    return contents;
  });
}
