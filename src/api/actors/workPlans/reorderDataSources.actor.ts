import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { dataSourcePaths } from '../../paths/dataSourcePaths';
import { dataSourceListSchema } from '../../schemas/dataSource.schema';

/** PUT /v5/datasource/{wpId}/order with SPEC 3's wp_id and every data source id in the new order. */
export function reorderDataSourcesActor(api: ApiClient) {
  return fromPromise<void, { workPlanId: string; ids: string[] }>(async ({ input, signal }) => {
    await api.request(dataSourcePaths.reorder.url({ wpId: input.workPlanId }), dataSourceListSchema, {
      method: 'PUT',
      body: { wp_id: input.workPlanId, ds_ids: input.ids },
      signal,
    });
  });
}
