import type { GeoJSON } from 'geojson';
import { Map as MapLibreMap, NavigationControl, setWorkerUrl, type LayerSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { offlineMapStyle, type Bounds } from './offlineMapStyle';
import { ASSETS_SOURCE } from './reportMapLayers';

// The worker is one of the app's own files (same origin), not a blob built at run time.
setWorkerUrl(workerUrl);

/** The closest a fitted view comes: one asset alone still shows its street. */
export const MAX_FIT_ZOOM = 15;

/** What a report draws over the base map: its GeoJSON sources (the assets' among them) and its layers. */
export type ReportOverlay = { sources: Record<string, GeoJSON>; layers: LayerSpecification[] };

export type ReportMapOptions = {
  container: HTMLElement;
  /** MAP_STYLE_URL; null draws on the built-in plain background. */
  styleUrl: string | null;
  /** The view the map opens on, fitted with `fitPadding` pixels around it. */
  bounds: Bounds;
  fitPadding: number;
  /** Keeps the canvas's last frame for a printed page to copy, at a cost on every frame. */
  preserveDrawingBuffer: boolean;
  /** Asked each time a base style loads, so that the overlay holds the data of that moment. */
  overlay: () => ReportOverlay;
  /** The browser cannot draw the map; `reason` is MapLibre's own, for the record. */
  onRenderFailed: (reason: string) => void;
};

/**
 * A report's MapLibre map in `container`: zoom buttons, no rotation, the report's overlay on the
 * base style, and the built-in plain background when MAP_STYLE_URL cannot be loaded. Null, after
 * `onRenderFailed`, when the browser cannot draw it.
 */
export function createReportMap({ container, styleUrl, bounds, fitPadding, preserveDrawingBuffer, overlay, onRenderFailed }: ReportMapOptions): MapLibreMap | null {
  const offline = offlineMapStyle(bounds);
  let map: MapLibreMap;
  try {
    map = new MapLibreMap({
      container,
      style: styleUrl ?? offline,
      bounds,
      fitBoundsOptions: { padding: fitPadding, maxZoom: MAX_FIT_ZOOM },
      attributionControl: styleUrl ? { compact: true } : false,
      dragRotate: false,
      pitchWithRotate: false,
      canvasContextAttributes: { preserveDrawingBuffer },
    });
  } catch (error) {
    onRenderFailed(error instanceof Error ? error.message : String(error));
    return null;
  }
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  map.touchZoomRotate.disableRotation();

  // The report's layers go on top of whichever base style loaded: again after a fallback, not
  // twice after MapLibre restores its own style (a lost WebGL context, restarted workers).
  map.on('style.load', () => {
    if (map.getSource(ASSETS_SOURCE)) return;
    const { sources, layers } = overlay();
    for (const [id, data] of Object.entries(sources)) map.addSource(id, { type: 'geojson', data });
    for (const spec of layers) map.addLayer(spec);
  });
  // A base map that cannot be fetched (offline, a wrong MAP_STYLE_URL) leaves the plain background.
  let styleSettled = !styleUrl;
  map.on('style.load', () => (styleSettled = true));
  map.on('error', () => {
    if (styleSettled) return;
    styleSettled = true;
    map.setStyle(offline);
  });
  return map;
}
