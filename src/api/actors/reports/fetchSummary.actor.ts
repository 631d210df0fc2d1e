import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { reportPaths } from '../../paths/reportPaths';
import { resultsSummarySchema, type ResultsSummary, type SummaryCode } from '../../schemas/reportSummary.schema';

/** Told when a summary has arrived and been checked, e.g. to time how soon its chart shows. */
export type SummaryArrived = (code: SummaryCode) => void;

/** GET /tasks/{taskId}/results-summary/{summaryCode}: one report tab's numbers (409: still being prepared). */
export function fetchSummaryActor(api: ApiClient, arrived: SummaryArrived = () => undefined) {
  return fromPromise<ResultsSummary, { taskId: string; code: SummaryCode }>(async ({ input, signal }) => {
    const summary = await api.request(reportPaths.summary.url({ taskId: input.taskId, summaryCode: input.code }), resultsSummarySchema, { signal });
    arrived(input.code);
    return summary;
  });
}
