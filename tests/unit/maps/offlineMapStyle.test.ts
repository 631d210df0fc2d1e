import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { graticule, graticuleStep, offlineMapStyle, type Bounds } from '../../../src/ui/components/maps/offlineMapStyle';
import { ASSETS_SOURCE, LOCATIONS_SOURCE, reportMapLayers } from '../../../src/ui/components/maps/reportMapLayers';

/** Geelong and around: the demo samples' coordinates. */
const GEELONG: Bounds = [144.25, -38.3, 144.6, -38.0];
const empty: { type: 'FeatureCollection'; features: [] } = { type: 'FeatureCollection', features: [] };

/** Every string in a style that could send the browser to another site. */
const addresses = (style: unknown) => JSON.stringify(style).match(/(https?:|mapbox:|\/\/)[^"]*/g) ?? [];

describe('the offline base map (MAP_STYLE_URL unset)', () => {
  const style = offlineMapStyle(GEELONG);

  it('is a valid MapLibre style', () => {
    expect(validateStyleMin(style)).toEqual([]);
  });

  it('fetches nothing: no tiles, sprite or glyphs, and no address of any other site', () => {
    expect(style).not.toHaveProperty('glyphs');
    expect(style).not.toHaveProperty('sprite');
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(typeof (source as { data: unknown }).data).toBe('object');
    }
    expect(addresses(style)).toEqual([]);
  });

  it('is a plain background first, under everything else', () => {
    expect(style.layers[0]).toMatchObject({ type: 'background' });
  });

  it("stays valid with the report's own layers on top, none of which draws text (so no glyphs are ever needed)", () => {
    const withReport: typeof style = {
      ...style,
      sources: { ...style.sources, [ASSETS_SOURCE]: { type: 'geojson', data: empty }, [LOCATIONS_SOURCE]: { type: 'geojson', data: empty } },
      layers: [...style.layers, ...reportMapLayers('Leopold')],
    };
    expect(validateStyleMin(withReport)).toEqual([]);
    expect(withReport.layers.filter((layer) => layer.type === 'symbol')).toEqual([]);
  });
});

describe('the graticule', () => {
  it('takes round steps: about eight lines over the larger side', () => {
    expect(graticuleStep(0.35)).toBe(0.05);
    expect(graticuleStep(8)).toBe(1);
    expect(graticuleStep(30)).toBe(5);
    expect(graticuleStep(0.002)).toBeCloseTo(0.0005, 10);
  });

  it('covers the data and as far again beyond each side, within the world', () => {
    // The data spans 0.35 degrees east to west.
    const lines = graticule(GEELONG).features.map((feature) => feature.geometry.coordinates);
    const xs = lines.flat().map(([x]) => x!);
    const ys = lines.flat().map(([, y]) => y!);
    expect(Math.min(...xs)).toBeLessThanOrEqual(144.25 - 0.35 + 1e-9);
    expect(Math.max(...xs)).toBeGreaterThanOrEqual(144.6 + 0.35 - 1e-9);
    expect(Math.min(...ys)).toBeLessThanOrEqual(-38.3 - 0.35 + 1e-9);
    expect(Math.max(...ys)).toBeGreaterThanOrEqual(-38.0 + 0.35 - 1e-9);
    const world = graticule([-180, -85, 180, 85]).features.flatMap((feature) => feature.geometry.coordinates);
    expect(world.every(([x, y]) => Math.abs(x!) <= 180 && Math.abs(y!) <= 85)).toBe(true);
  });
});
