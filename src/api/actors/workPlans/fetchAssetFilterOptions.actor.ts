import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { dataSourcePaths } from '../../paths/dataSourcePaths';
import { assetFilterOptionsSchema, type AssetFilterOptions } from '../../schemas/dataSource.schema';

/** GET /v5/assets/{wpId}/filter-options: what the Builder's advanced filter can choose from. */
export function fetchAssetFilterOptionsActor(api: ApiClient) {
  return fromPromise<AssetFilterOptions, { workPlanId: string }>(({ input, signal }) =>
    api.request(dataSourcePaths.assetFilterOptions.url({ wpId: input.workPlanId }), assetFilterOptionsSchema, { signal }),
  );
}
