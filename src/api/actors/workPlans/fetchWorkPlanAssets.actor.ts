import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { dataSourcePaths } from '../../paths/dataSourcePaths';
import { ASSET_FILTER_FIELDS, workPlanAssetPageSchema, type WorkPlanAssetPage } from '../../schemas/dataSource.schema';
import type { AssetWindowQuery } from '../../../machines/builderAssets.machine';

/** GET /v5/assets/{wpId}: one window of the plan's assets under the data source, quick search or advanced filter. */
export function fetchWorkPlanAssetsActor(api: ApiClient) {
  return fromPromise<WorkPlanAssetPage, AssetWindowQuery>(({ input, signal }) => {
    const { filter } = input;
    const columns = Object.fromEntries(ASSET_FILTER_FIELDS.map((field) => [field, filter[field]]));
    return api.request(dataSourcePaths.assets.url({ wpId: input.workPlanId }), workPlanAssetPageSchema, {
      query: {
        source_id: input.sourceId ?? undefined,
        q: input.search === '' ? undefined : input.search,
        ...columns,
        year_from: filter.year_from,
        year_to: filter.year_to,
        has_treatments: filter.has_treatments === undefined ? undefined : String(filter.has_treatments),
        offset: input.offset,
        limit: input.limit,
      },
      signal,
    });
  });
}
