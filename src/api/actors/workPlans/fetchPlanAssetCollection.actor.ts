import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { workPlanBuilderPaths } from '../../paths/workPlanBuilderPaths';
import { planAssetCollectionSchema, type PlanAssetCollection } from '../../schemas/workPlanBuilder.schema';

/** GET /v5/assets/{wpId}/geojson: the plan's assets that have a geometry, for a map. */
export function fetchPlanAssetCollectionActor(api: ApiClient) {
  return fromPromise<PlanAssetCollection, { workPlanId: string }>(({ input, signal }) =>
    api.request(workPlanBuilderPaths.geojson.url({ wpId: input.workPlanId }), planAssetCollectionSchema, { signal }),
  );
}
