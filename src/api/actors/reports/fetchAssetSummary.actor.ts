import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { reportPaths } from '../../paths/reportPaths';
import { resultsSummarySchema, type ResultsSummary, type SummaryCode } from '../../schemas/reportSummary.schema';

/** GET /tasks/{taskId}/results-summary/{code}?asset=<index>: one asset's life cycle as a report tab. */
export function fetchAssetSummaryActor(api: ApiClient) {
  return fromPromise<ResultsSummary, { taskId: string; code: SummaryCode; assetIndex: number }>(({ input, signal }) =>
    api.request(reportPaths.summary.url({ taskId: input.taskId, summaryCode: input.code }), resultsSummarySchema, {
      query: { asset: input.assetIndex },
      signal,
    }),
  );
}
