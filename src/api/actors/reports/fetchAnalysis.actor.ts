import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { reportPaths } from '../../paths/reportPaths';
import { advancedAnalysisSchema, type AdvancedAnalysis, type AnalysisFilters } from '../../schemas/advancedAnalysis.schema';

export type AnalysisQuery = { taskId: string; filters: AnalysisFilters };

/** GET /tasks/{taskId}/analysis with each chosen value as its key repeated: the filtered totals, facets and map points (403: not Enterprise; 409: works not stored). */
export function fetchAnalysisActor(api: ApiClient) {
  return fromPromise<AdvancedAnalysis, AnalysisQuery>(({ input, signal }) =>
    api.request(reportPaths.analysis.url({ taskId: input.taskId }), advancedAnalysisSchema, { query: input.filters, signal }),
  );
}
