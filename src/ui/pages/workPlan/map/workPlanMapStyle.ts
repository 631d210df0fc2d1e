import type { FeatureCollection } from 'geojson';
import type { ExpressionSpecification, LayerSpecification } from 'maplibre-gl';
import type { AssetKey } from '../../../../api/rules/assetSelection';
import type { PlanAssetFeature } from '../../../../api/schemas/workPlanBuilder.schema';
import type { MapColourBy } from '../../../../machines/workPlanMap.machine';
import { ASSETS_SOURCE } from '../../../components/maps/reportMapLayers';

/** An asset without a proposed treatment, or not planned: quiet grey under the coloured ones. */
export const NO_VALUE_COLOUR = '#94a3b8';
/** A planned asset whose project has no status. */
export const NO_STATUS_COLOUR = '#475569';
const SELECTED_OUTLINE = '#0f172a';
/** Early years cool, later ones warm: a year reads as how soon the work comes. */
const YEAR_RAMP = ['#2563eb', '#0891b2', '#16a34a', '#ca8a04', '#ea580c', '#dc2626'];

export const ASSET_LAYERS = ['plan-asset-areas', 'plan-asset-lines', 'plan-asset-points'];

export const assetKeyOf = (asset: { source_id: string; asset_id: string }) => `${asset.source_id}/${asset.asset_id}`;

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The colour at `share` (0 to 1) along the ramp, mixed between its two nearest stops. */
function rampAt(share: number): string {
  const position = Math.min(Math.max(share, 0), 1) * (YEAR_RAMP.length - 1);
  const low = Math.floor(position);
  const high = Math.min(low + 1, YEAR_RAMP.length - 1);
  const [a, b] = [hexToRgb(YEAR_RAMP[low]!), hexToRgb(YEAR_RAMP[high]!)];
  const mix = a.map((channel, index) => Math.round(channel + (b[index]! - channel) * (position - low)));
  return `#${mix.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

export type LegendEntry = { label: string; colour: string; kind: 'year' | 'status' | 'none' };

export type AssetColouring = { colourOf: (feature: PlanAssetFeature) => string; entries: LegendEntry[] };

/**
 * How the assets are coloured: by the year of their first proposed treatment along a ramp from the
 * first year to the last (each year its own colour), or by the status of the project that planned
 * them, in the status's own colour.
 */
export function assetColouring(features: readonly PlanAssetFeature[], colourBy: MapColourBy, words: { noTreatment: string; notPlanned: string; noStatus: string }): AssetColouring {
  if (colourBy === 'treatmentYear') {
    const years = [...new Set(features.map((feature) => feature.properties.first_year).filter((year): year is number => year !== null))].sort((a, b) => a - b);
    const colours = new Map(years.map((year, index) => [year, rampAt(years.length === 1 ? 0 : index / (years.length - 1))]));
    const entries: LegendEntry[] = years.map((year) => ({ label: String(year), colour: colours.get(year)!, kind: 'year' }));
    if (features.some((feature) => feature.properties.first_year === null)) entries.push({ label: words.noTreatment, colour: NO_VALUE_COLOUR, kind: 'none' });
    return { colourOf: (feature) => (feature.properties.first_year === null ? NO_VALUE_COLOUR : colours.get(feature.properties.first_year)!), entries };
  }
  const statuses = new Map<string, LegendEntry>();
  for (const { properties } of features) {
    if (properties.project_status && !statuses.has(properties.project_status.id)) statuses.set(properties.project_status.id, { label: properties.project_status.name, colour: properties.project_status.colour, kind: 'status' });
  }
  const entries = [...statuses.values()];
  if (features.some((feature) => feature.properties.planned && !feature.properties.project_status)) entries.push({ label: words.noStatus, colour: NO_STATUS_COLOUR, kind: 'status' });
  if (features.some((feature) => !feature.properties.planned)) entries.push({ label: words.notPlanned, colour: NO_VALUE_COLOUR, kind: 'none' });
  return {
    colourOf: (feature) => (!feature.properties.planned ? NO_VALUE_COLOUR : (feature.properties.project_status?.colour ?? NO_STATUS_COLOUR)),
    entries,
  };
}

/**
 * The assets as the map draws them: each with its key, colour and whether it is selected. The
 * grey ones come first, so that the map draws them underneath and a click where assets overlap
 * finds the coloured one on top.
 */
export function drawnAssets(features: readonly PlanAssetFeature[], colouring: AssetColouring, selected: readonly AssetKey[]): FeatureCollection {
  const chosen = new Set(selected.map(({ data_source_id, asset_id }) => assetKeyOf({ source_id: data_source_id, asset_id })));
  const isGrey = (feature: PlanAssetFeature) => colouring.colourOf(feature) === NO_VALUE_COLOUR;
  const greyFirst = [...features.filter(isGrey), ...features.filter((feature) => !isGrey(feature))];
  return {
    type: 'FeatureCollection',
    features: greyFirst.map((feature) => ({
      type: 'Feature',
      geometry: feature.geometry as unknown as FeatureCollection['features'][number]['geometry'],
      properties: { key: assetKeyOf(feature.properties), colour: colouring.colourOf(feature), selected: chosen.has(assetKeyOf(feature.properties)), planned: feature.properties.planned },
    })),
  };
}

const geometryIn = (...types: string[]): ExpressionSpecification => ['in', ['geometry-type'], ['literal', types]];
const isSelected: ExpressionSpecification = ['==', ['get', 'selected'], true];

/** The plan's assets over the base map: areas, lines and points in their colour, and a dark outline round the selected ones. No layer draws text: the map needs no glyphs. */
export function workPlanMapLayers(): LayerSpecification[] {
  return [
    {
      id: 'plan-asset-areas',
      type: 'fill',
      source: ASSETS_SOURCE,
      filter: geometryIn('Polygon', 'MultiPolygon'),
      paint: { 'fill-color': ['get', 'colour'], 'fill-opacity': 0.55, 'fill-outline-color': ['get', 'colour'] },
    },
    {
      id: 'plan-asset-lines',
      type: 'line',
      source: ASSETS_SOURCE,
      filter: geometryIn('LineString', 'MultiLineString'),
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': ['get', 'colour'], 'line-width': ['interpolate', ['linear'], ['zoom'], 8, 1.5, 14, 4, 18, 8] },
    },
    {
      id: 'plan-asset-points',
      type: 'circle',
      source: ASSETS_SOURCE,
      filter: geometryIn('Point', 'MultiPoint'),
      paint: {
        'circle-color': ['get', 'colour'],
        'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 3, 12, 5, 16, 8],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1,
      },
    },
    {
      id: 'plan-asset-selected-lines',
      type: 'line',
      source: ASSETS_SOURCE,
      filter: ['all', isSelected, ['!', geometryIn('Point', 'MultiPoint')]],
      paint: { 'line-color': SELECTED_OUTLINE, 'line-width': ['interpolate', ['linear'], ['zoom'], 8, 3, 14, 6, 18, 10], 'line-opacity': 0.85, 'line-gap-width': 0 },
    },
    {
      id: 'plan-asset-selected-points',
      type: 'circle',
      source: ASSETS_SOURCE,
      filter: ['all', isSelected, geometryIn('Point', 'MultiPoint')],
      paint: {
        'circle-color': 'rgba(0, 0, 0, 0)',
        'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 6, 12, 8, 16, 11],
        'circle-stroke-color': SELECTED_OUTLINE,
        'circle-stroke-width': 2.5,
      },
    },
  ];
}
