import type { FilterSpecification, LayerSpecification } from 'maplibre-gl';

export const ASSETS_SOURCE = 'assets';
export const LOCATIONS_SOURCE = 'locations';
export const LOCATION_LAYER = 'location-circles';
export const SELECTED_LOCATION_LAYER = 'location-selected';

const ASSET_COLOUR = '#64748b';
const SELECTED_OUTLINE = '#0f172a';

const geometryIn = (...types: string[]): FilterSpecification => ['in', ['geometry-type'], ['literal', types]];

/** Only the selected location's circle: its outline marks the location whose bar is highlighted. */
export const selectedLocationFilter = (name: string | null): FilterSpecification => ['==', ['get', 'name'], name ?? ''];

/**
 * The report's layers over the base map: the snapshot's assets in a quiet grey (points, lines or
 * areas as the layer has them), then one circle per location whose `colour` and `radius`
 * properties come from the chosen measure. No layer draws text: the map needs no glyphs.
 */
export function reportMapLayers(selected: string | null): LayerSpecification[] {
  return [
    {
      id: 'asset-areas',
      type: 'fill',
      source: ASSETS_SOURCE,
      filter: geometryIn('Polygon', 'MultiPolygon'),
      paint: { 'fill-color': ASSET_COLOUR, 'fill-opacity': 0.18, 'fill-outline-color': ASSET_COLOUR },
    },
    {
      id: 'asset-lines',
      type: 'line',
      source: ASSETS_SOURCE,
      filter: geometryIn('LineString', 'MultiLineString'),
      paint: { 'line-color': ASSET_COLOUR, 'line-opacity': 0.55, 'line-width': ['interpolate', ['linear'], ['zoom'], 8, 0.6, 14, 2] },
    },
    {
      id: 'asset-points',
      type: 'circle',
      source: ASSETS_SOURCE,
      filter: geometryIn('Point', 'MultiPoint'),
      paint: {
        'circle-color': ASSET_COLOUR,
        'circle-opacity': 0.6,
        'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 1.5, 11, 2.5, 15, 4.5],
      },
    },
    {
      id: LOCATION_LAYER,
      type: 'circle',
      source: LOCATIONS_SOURCE,
      paint: {
        'circle-color': ['get', 'colour'],
        'circle-radius': ['get', 'radius'],
        'circle-opacity': 0.85,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1.5,
      },
    },
    {
      id: SELECTED_LOCATION_LAYER,
      type: 'circle',
      source: LOCATIONS_SOURCE,
      filter: selectedLocationFilter(selected),
      paint: {
        'circle-color': 'rgba(0, 0, 0, 0)',
        'circle-radius': ['+', ['get', 'radius'], 3],
        'circle-stroke-color': SELECTED_OUTLINE,
        'circle-stroke-width': 2.5,
      },
    },
  ];
}
