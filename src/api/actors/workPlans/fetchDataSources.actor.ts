import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { dataSourcePaths } from '../../paths/dataSourcePaths';
import { dataSourceListSchema, type DataSource } from '../../schemas/dataSource.schema';

/** GET /v5/datasource/{wpId}: the plan's data sources in its order. */
export function fetchDataSourcesActor(api: ApiClient) {
  return fromPromise<DataSource[], { workPlanId: string }>(async ({ input, signal }) => {
    const { contents } = await api.request(dataSourcePaths.list.url({ wpId: input.workPlanId }), dataSourceListSchema, { signal });
    return contents;
  });
}
