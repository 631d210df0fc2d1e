import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { reportPaths } from '../../paths/reportPaths';
import { advancedComparisonSchema, type AdvancedComparison, type AnalysisFilters } from '../../schemas/advancedAnalysis.schema';

export type AdvancedComparisonQuery = { workspaceId: string; simulationIds: string[]; filters: AnalysisFilters };

/** GET /workspaces/{wsId}/advanced-comparison?simulation_ids=…: each chosen simulation's status and, when compared, its filtered cost per year. */
export function fetchAdvancedComparisonActor(api: ApiClient) {
  return fromPromise<AdvancedComparison, AdvancedComparisonQuery>(({ input, signal }) =>
    api.request(reportPaths.advancedComparison.url({ wsId: input.workspaceId }), advancedComparisonSchema, {
      query: { ...input.filters, simulation_ids: input.simulationIds },
      signal,
    }),
  );
}
