import { fromPromise } from 'xstate';
import { z } from 'zod';
import type { ApiClient } from '../../client';
import { dataSourcePaths } from '../../paths/dataSourcePaths';

/** DELETE /v5/datasource/{wpId}/{sourceId}: permanent, with the works it copied. */
export function deleteDataSourceActor(api: ApiClient) {
  return fromPromise<void, { workPlanId: string; dataSourceId: string }>(async ({ input, signal }) => {
    await api.request(dataSourcePaths.delete.url({ wpId: input.workPlanId, sourceId: input.dataSourceId }), z.undefined(), { method: 'DELETE', signal });
  });
}
