import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { reportPaths } from '../../paths/reportPaths';
import { resultsEndpointSchema, type ResultsEndpoint } from '../../schemas/resultsFeed.schema';

/** GET /tasks/{taskId}/results-endpoint: whether the run has a results feed link (its address is not given again). */
export function fetchResultsEndpointActor(api: ApiClient) {
  return fromPromise<ResultsEndpoint, { taskId: string }>(({ input, signal }) =>
    api.request(reportPaths.resultsEndpoint.url({ taskId: input.taskId }), resultsEndpointSchema, { signal }),
  );
}
