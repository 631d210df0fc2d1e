import { fromPromise } from 'xstate';
import { z } from 'zod';
import type { ApiClient } from '../../client';
import { reportPaths } from '../../paths/reportPaths';

/** DELETE /tasks/{taskId}/results-endpoint: the link stops working at once. */
export function revokeResultsEndpointActor(api: ApiClient) {
  return fromPromise<void, { taskId: string }>(async ({ input, signal }) => {
    await api.request(reportPaths.resultsEndpointDelete.url({ taskId: input.taskId }), z.undefined(), { method: 'DELETE', signal });
  });
}
