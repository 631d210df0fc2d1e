// @types/geojson comes with maplibre-gl, whose own types use it.
import type { Feature, FeatureCollection, LineString, Position } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';

/** West, south, east, north in degrees. */
export type Bounds = [number, number, number, number];

export const OFFLINE_BACKGROUND = '#eef2f7';
export const GRATICULE_SOURCE = 'graticule';
const GRATICULE_COLOUR = '#d5dde8';
/** Lines of latitude and longitude across the data: about this many over its larger side. */
const GRATICULE_LINES = 8;

/** A round step (1, 2 or 5 times a power of ten) that cuts `extent` into about `lines` parts. */
export function graticuleStep(extent: number, lines = GRATICULE_LINES): number {
  const rough = Math.max(extent, 1e-6) / lines;
  const power = 10 ** Math.floor(Math.log10(rough));
  const factor = [1, 2, 5, 10].find((candidate) => candidate * power >= rough)!;
  return factor * power;
}

/**
 * Meridians and parallels every `step` degrees over the bounds and as far again beyond each side:
 * a map wider or taller than the data's shape, or zoomed out a little, still shows the grid.
 */
export function graticule([west, south, east, north]: Bounds): FeatureCollection<LineString> {
  const span = Math.max(east - west, north - south);
  const step = graticuleStep(span);
  const from = (value: number) => Math.floor((value - span) / step) * step - step;
  const to = (value: number) => Math.ceil((value + span) / step) * step + step;
  const [x0, x1, y0, y1] = [Math.max(from(west), -180), Math.min(to(east), 180), Math.max(from(south), -85), Math.min(to(north), 85)];
  const line = (coordinates: Position[]): Feature<LineString> => ({ type: 'Feature', geometry: { type: 'LineString', coordinates }, properties: {} });
  const count = (start: number, end: number) => Math.round((end - start) / step) + 1;
  const meridians = Array.from({ length: count(x0, x1) }, (_, index) => x0 + index * step).map((x) => line([[x, y0], [x, y1]]));
  const parallels = Array.from({ length: count(y0, y1) }, (_, index) => y0 + index * step).map((y) => line([[x0, y], [x1, y]]));
  return { type: 'FeatureCollection', features: [...meridians, ...parallels] };
}

/**
 * The base map when MAP_STYLE_URL is unset: a plain background with a faint graticule around the
 * data, built in the browser. It names no tiles, sprite or glyphs, so the map needs no other site
 * and works offline; the report's own layers (assets, locations) draw no text for the same reason.
 */
export function offlineMapStyle(bounds: Bounds): StyleSpecification {
  return {
    version: 8,
    name: 'Horizon offline',
    sources: { [GRATICULE_SOURCE]: { type: 'geojson', data: graticule(bounds) } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': OFFLINE_BACKGROUND } },
      { id: 'graticule', type: 'line', source: GRATICULE_SOURCE, paint: { 'line-color': GRATICULE_COLOUR, 'line-width': 1 } },
    ],
  };
}
