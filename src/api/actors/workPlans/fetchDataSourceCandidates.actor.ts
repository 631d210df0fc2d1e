import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { dataSourcePaths } from '../../paths/dataSourcePaths';
import { dataSourceCandidateListSchema, type DataSourceCandidate } from '../../schemas/dataSource.schema';

/** GET /v5/datasource/{wpId}/candidates: the completed runs of the plan's portfolio, each saying whether it was imported. */
export function fetchDataSourceCandidatesActor(api: ApiClient) {
  return fromPromise<DataSourceCandidate[], { workPlanId: string }>(async ({ input, signal }) => {
    const { contents } = await api.request(dataSourcePaths.candidates.url({ wpId: input.workPlanId }), dataSourceCandidateListSchema, { signal });
    return contents;
  });
}
