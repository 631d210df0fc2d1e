import type { AssetFeatureCollection } from '../../../api/schemas/dataSnapshot.schema';
import type { Bounds } from './offlineMapStyle';

type Geometry = AssetFeatureCollection['features'][number]['geometry'];

/** Every position of a geometry, however deeply its type nests them. */
function eachPosition(coordinates: unknown, visit: (longitude: number, latitude: number) => void): void {
  if (!Array.isArray(coordinates)) return;
  if (typeof coordinates[0] === 'number') {
    visit(coordinates[0], coordinates[1] as number);
    return;
  }
  for (const inner of coordinates) eachPosition(inner, visit);
}

/**
 * The box around the assets and the extra points (the locations' centres), in degrees; positions
 * that cannot be longitude and latitude are left out. Null when nothing can be placed.
 */
export function layerBounds(geometries: readonly Geometry[], points: ReadonlyArray<[number, number]> = []): Bounds | null {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  const include = (longitude: number, latitude: number) => {
    if (!Number.isFinite(longitude) || !Number.isFinite(latitude) || Math.abs(longitude) > 180 || Math.abs(latitude) > 90) return;
    [west, south, east, north] = [Math.min(west, longitude), Math.min(south, latitude), Math.max(east, longitude), Math.max(north, latitude)];
  };
  for (const geometry of geometries) eachPosition(geometry.coordinates, include);
  for (const [longitude, latitude] of points) include(longitude, latitude);
  return west <= east ? [west, south, east, north] : null;
}
