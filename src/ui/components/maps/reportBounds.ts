import type { AssetFeatureCollection } from '../../../api/schemas/dataSnapshot.schema';
import { layerBounds } from './layerBounds';
import type { Bounds } from './offlineMapStyle';

/** Most of the inhabited world, for data with no position a map can place. */
const FALLBACK_BOUNDS: Bounds = [-180, -60, 180, 75];

/** Where a report map looks: around the snapshot's assets and the locations' centres. */
export function reportBounds(layer: AssetFeatureCollection, places: ReadonlyArray<{ longitude: number; latitude: number }>): Bounds {
  return layerBounds(layer.features.map((feature) => feature.geometry), places.map((place) => [place.longitude, place.latitude])) ?? FALLBACK_BOUNDS;
}
