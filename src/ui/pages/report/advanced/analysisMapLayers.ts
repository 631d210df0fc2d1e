import type { FeatureCollection, Point } from 'geojson';
import type { FilterSpecification, LayerSpecification } from 'maplibre-gl';
import type { AnalysisFacet, AnalysisPoint } from '../../../../api/schemas/advancedAnalysis.schema';
import { colourAlong, measureScale, NO_VALUE_COLOUR, type MeasureScale } from '../../../components/maps/measureScale';
import { ASSETS_SOURCE, reportMapLayers } from '../../../components/maps/reportMapLayers';

export const POINTS_SOURCE = 'analysis-points';
export const PLACES_SOURCE = 'analysis-places';
export const POINT_LAYER = 'analysis-point-circles';
export const PLACE_LAYER = 'analysis-place-circles';
export const CHOSEN_PLACE_LAYER = 'analysis-place-chosen';

const CHOSEN_OUTLINE = '#0f172a';
/** Locations are the areas to click, drawn quietly under the assets' own colours. */
const PLACE_COLOUR = '#6366f1';
const POINT_RADIUS = { min: 3, max: 8 };
/** Warm colours for the assets' cost, apart from the map's blue-grey ground and the locations' indigo. */
const POINT_RAMP = ['#fcd34d', '#f59e0b', '#ea580c', '#b91c1c', '#7f1d1d'] as const;

/** A location on the map: where its assets centre and what its filtered works cost. */
export type MapPlace = { name: string; longitude: number; latitude: number; cost: number };

/** Each located place with what the filtered works there cost (the location facet; nothing where it lists none). */
export function placesWithCost(located: ReadonlyArray<Omit<MapPlace, 'cost'>>, locationFacet: readonly AnalysisFacet[]): MapPlace[] {
  const costs = new Map(locationFacet.map((facet) => [facet.value, facet.cost]));
  return located.map(({ name, longitude, latitude }) => ({ name, longitude, latitude, cost: costs.get(name) ?? 0 }));
}

/** Only the chosen locations' circles: their outline says they are in the filter. */
export const chosenPlacesFilter = (chosen: readonly string[]): FilterSpecification => ['in', ['get', 'name'], ['literal', [...chosen]]];

/**
 * The assets' colours by cost, from the cheapest to the costliest: most works are cheap, so the
 * colour follows the square root of the share and the few costly ones still stand out.
 */
export function pointScale(costs: readonly number[]): MeasureScale {
  const base = measureScale(costs, 'magnitude');
  const { min, max } = base;
  const share = (value: number) => (min === null || max === null || max === min ? 0.5 : Math.sqrt(Math.min(Math.max((value - min) / (max - min), 0), 1)));
  return { ...base, ramp: POINT_RAMP, colourOf: (value) => (value === null ? NO_VALUE_COLOUR : colourAlong(POINT_RAMP, share(value))) };
}

/** The treated assets as points coloured by the cost of their filtered works; the costlier, the larger. */
export function pointsCollection(points: readonly AnalysisPoint[], scale: MeasureScale): FeatureCollection<Point> {
  const max = scale.max ?? 0;
  return {
    type: 'FeatureCollection',
    features: points.map((point) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [point.x, point.y] },
      properties: {
        asset_index: point.asset_index,
        asset_id: point.asset_id,
        colour: scale.colourOf(point.cost),
        radius: max > 0 ? POINT_RADIUS.min + (POINT_RADIUS.max - POINT_RADIUS.min) * Math.sqrt(Math.max(point.cost, 0) / max) : POINT_RADIUS.min,
      },
    })),
  };
}

/** The locations as circles sized by their filtered cost (on their own scale: a location costs far more than an asset). */
export function placesCollection(places: readonly MapPlace[], scale: MeasureScale): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: places.map((place) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] },
      properties: { name: place.name, radius: scale.radiusOf(place.cost) },
    })),
  };
}

/**
 * The analysis map's layers: the snapshot's assets in grey (the location map's own layers), the
 * locations as faint circles sized by cost to click, the chosen ones outlined, and the treated
 * assets on top, coloured by cost. No layer draws text, so the map needs no glyphs and works offline.
 */
export function analysisMapLayers(chosen: readonly string[]): LayerSpecification[] {
  const assets = reportMapLayers(null).filter((layer) => 'source' in layer && layer.source === ASSETS_SOURCE);
  return [
    ...assets,
    {
      id: PLACE_LAYER,
      type: 'circle',
      source: PLACES_SOURCE,
      paint: { 'circle-color': PLACE_COLOUR, 'circle-radius': ['*', ['get', 'radius'], 1.6], 'circle-opacity': 0.12, 'circle-stroke-color': PLACE_COLOUR, 'circle-stroke-width': 1.25, 'circle-stroke-opacity': 0.6 },
    },
    {
      id: CHOSEN_PLACE_LAYER,
      type: 'circle',
      source: PLACES_SOURCE,
      filter: chosenPlacesFilter(chosen),
      paint: { 'circle-color': 'rgba(0, 0, 0, 0)', 'circle-radius': ['+', ['*', ['get', 'radius'], 1.6], 3], 'circle-stroke-color': CHOSEN_OUTLINE, 'circle-stroke-width': 2.5 },
    },
    {
      id: POINT_LAYER,
      type: 'circle',
      source: POINTS_SOURCE,
      paint: { 'circle-color': ['get', 'colour'], 'circle-radius': ['get', 'radius'], 'circle-opacity': 0.9, 'circle-stroke-color': '#7f1d1d', 'circle-stroke-width': 0.5, 'circle-stroke-opacity': 0.5 },
    },
  ];
}
