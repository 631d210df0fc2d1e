import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { reportPaths } from '../../paths/reportPaths';
import { resultsSummaryListSchema, type ResultsSummaryList } from '../../schemas/reportSummary.schema';

/** GET /tasks/{taskId}/results-summary: the report tabs this run's results can serve (404: the run has none). */
export function fetchSummaryListActor(api: ApiClient) {
  return fromPromise<ResultsSummaryList, { taskId: string }>(({ input, signal }) =>
    api.request(reportPaths.summaries.url({ taskId: input.taskId }), resultsSummaryListSchema, { signal }),
  );
}
