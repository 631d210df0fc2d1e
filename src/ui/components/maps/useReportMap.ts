import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { createReportMap, type ReportMapOptions } from './createReportMap';

export type ReportMapSetup = Omit<ReportMapOptions, 'container' | 'styleUrl'> & {
  /** Adds the component's own handlers (hover, click) to a new map. */
  wire: (map: MapLibreMap) => void;
};

/**
 * One report map for the component's life in the element given `container`: another base style
 * is another map. `setup` is read when the map is made, so handlers that run later read the
 * latest props for themselves; `mapRef` holds the map while it lives.
 */
export function useReportMap(styleUrl: string | null, setup: ReportMapSetup) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const latestSetup = useRef(setup);
  latestSetup.current = setup;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { wire, ...options } = latestSetup.current;
    const map = createReportMap({ container: element, styleUrl, ...options });
    if (!map) return;
    mapRef.current = map;
    wire(map);
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [styleUrl]);

  return { container, mapRef };
}
