import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { publishingPaths } from '../../paths/publishingPaths';
import { assetFeatureCollectionSchema, type AssetFeatureCollection } from '../../schemas/dataSnapshot.schema';

export type SpatialLayerInput = { snapshotId: string; snapshotVersion: number };

/**
 * GET /data-snapshots/{dsId}/spatial?format=geojson&version=N: the assets of the run's data
 * snapshot version as GeoJSON (its uploaded layer, else points at each asset's coordinates).
 */
export function fetchSpatialLayerActor(api: ApiClient) {
  return fromPromise<AssetFeatureCollection, SpatialLayerInput>(({ input, signal }) =>
    api.request(publishingPaths.spatial.url({ dsId: input.snapshotId }), assetFeatureCollectionSchema, {
      query: { format: 'geojson', version: input.snapshotVersion },
      signal,
    }),
  );
}
