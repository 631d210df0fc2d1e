import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { reportPaths } from '../../paths/reportPaths';
import { analysisWorksPageSchema, type AnalysisFilters, type AnalysisWorksPage } from '../../schemas/advancedAnalysis.schema';
import type { WorksSort } from '../../../machines/worksWindow';

export type AnalysisWorksQuery = { taskId: string; filters: AnalysisFilters; sort: WorksSort; offset: number; limit: number };

/** GET /tasks/{taskId}/analysis/works: one window of the filtered works in the table's order. */
export function fetchAnalysisWorksActor(api: ApiClient) {
  return fromPromise<AnalysisWorksPage, AnalysisWorksQuery>(({ input, signal }) =>
    api.request(reportPaths.analysisWorks.url({ taskId: input.taskId }), analysisWorksPageSchema, {
      query: { ...input.filters, offset: input.offset, limit: input.limit, sort: input.sort.column, order: input.sort.order },
      signal,
    }),
  );
}
