import type { GeoJSON } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, type RefObject } from 'react';
import { MAX_FIT_ZOOM } from './createReportMap';
import { graticule, GRATICULE_SOURCE, type Bounds } from './offlineMapStyle';

type MapRef = RefObject<MapLibreMap | null>;

/**
 * Keeps the map's GeoJSON source `source` drawing `data`. Before the overlay is on the map there
 * is no source to update: the overlay then takes the data as it is when the base style loads.
 */
export function useSourceData(mapRef: MapRef, source: string, data: GeoJSON): void {
  useEffect(() => {
    mapRef.current?.getSource<GeoJSONSource>(source)?.setData(data);
  }, [mapRef, source, data]);
}

/**
 * New data elsewhere: the view follows it, and the offline graticule covers it. Only other
 * bounds move the view, not the same bounds computed again.
 */
export function useFitBounds(mapRef: MapRef, bounds: Bounds, padding: number): void {
  const latest = useRef(bounds);
  latest.current = bounds;
  const boundsKey = bounds.join();
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const next = latest.current;
    map.fitBounds(next, { padding, maxZoom: MAX_FIT_ZOOM, animate: false });
    map.getSource<GeoJSONSource>(GRATICULE_SOURCE)?.setData(graticule(next));
  }, [mapRef, boundsKey, padding]);
}
