import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { reportPaths } from '../../paths/reportPaths';
import { resultsEndpointSchema, type ResultsEndpoint } from '../../schemas/resultsFeed.schema';

/** POST /tasks/{taskId}/results-endpoint: a new link with its address, replacing (and ending) the old one. */
export function generateResultsEndpointActor(api: ApiClient) {
  return fromPromise<ResultsEndpoint, { taskId: string }>(({ input, signal }) =>
    api.request(reportPaths.resultsEndpointCreate.url({ taskId: input.taskId }), resultsEndpointSchema, { method: 'POST', signal }),
  );
}
