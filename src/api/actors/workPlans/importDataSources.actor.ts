import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { dataSourcePaths } from '../../paths/dataSourcePaths';
import { dataSourceListSchema, type DataSource } from '../../schemas/dataSource.schema';

/** POST /v5/datasource/{wpId}/import with SPEC 3's wp_id and ds_ids (the tasks): the new data sources, queued. */
export function importDataSourcesActor(api: ApiClient) {
  return fromPromise<DataSource[], { workPlanId: string; taskIds: string[] }>(async ({ input, signal }) => {
    const { contents } = await api.request(dataSourcePaths.import.url({ wpId: input.workPlanId }), dataSourceListSchema, {
      method: 'POST',
      body: { wp_id: input.workPlanId, ds_ids: input.taskIds },
      signal,
    });
    return contents;
  });
}
