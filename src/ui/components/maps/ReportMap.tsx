import type { FeatureCollection, Point } from 'geojson';
import { Map as MapLibreMap, NavigationControl, Popup, setWorkerUrl, type GeoJSONSource, type MapMouseEvent } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useMemo, useRef } from 'react';
import type { AssetFeatureCollection } from '../../../api/schemas/dataSnapshot.schema';
import { offerChartPicture } from '../charts/chartPictures';
import { layerBounds } from './layerBounds';
import { MapLegend } from './MapLegend';
import { mapPicture } from './mapPicture';
import { measureScale, type MeasureDirection } from './measureScale';
import { graticule, GRATICULE_SOURCE, offlineMapStyle, type Bounds } from './offlineMapStyle';
import { ASSETS_SOURCE, LOCATION_LAYER, LOCATIONS_SOURCE, reportMapLayers, SELECTED_LOCATION_LAYER, selectedLocationFilter } from './reportMapLayers';
import './ReportMap.css';

// The worker is one of the app's own files (same origin), not a blob built at run time.
setWorkerUrl(workerUrl);

/** A place on the map with its value of the chosen measure. */
export type MapPlace = { name: string; longitude: number; latitude: number; value: number | null };

export type ReportMapProps = {
  layer: AssetFeatureCollection;
  places: MapPlace[];
  direction: MeasureDirection;
  /** MAP_STYLE_URL; null draws on the built-in plain background. */
  styleUrl: string | null;
  selected: string | null;
  /** The value as the tooltip (whole) and the legend (`compact`) show it: currency, index, state. */
  formatValue: (value: number | null, compact: boolean) => string;
  /** The map's accessible name. */
  label: string;
  /** The chart id under which Copy image finds the map's picture. */
  pictureId: string;
  legendTitle: string;
  onSelect: (name: string | null) => void;
  /** The browser cannot draw the map; `reason` is MapLibre's own, for the record. */
  onRenderFailed: (reason: string) => void;
};

const FIT_PADDING = 48;
const MAX_FIT_ZOOM = 15;
const FALLBACK_BOUNDS: Bounds = [-180, -60, 180, 75];

/** The locations as GeoJSON points carrying the colour and radius the map draws them with. */
function placesCollection(places: readonly MapPlace[], scale: ReturnType<typeof measureScale>): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: places.map((place) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] },
      properties: { name: place.name, colour: scale.colourOf(place.value), radius: scale.radiusOf(place.value) },
    })),
  };
}

/**
 * A MapLibre GL map of a run's locations over its data snapshot's assets (issue 14,
 * location-analysis): each location a circle sized and coloured by the chosen measure, a legend,
 * the view fitted to the data, a tooltip with the location and its value on hover, and a click
 * that selects a location (the background clears it); Copy image takes its picture by `pictureId`.
 * Import lazily: maplibre-gl is large.
 */
export function ReportMap({ layer, places, direction, styleUrl, selected, formatValue, label, pictureId, legendTitle, onSelect, onRenderFailed }: ReportMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const scale = useMemo(() => measureScale(places.map((place) => place.value), direction), [places, direction]);
  const locations = useMemo(() => placesCollection(places, scale), [places, scale]);
  const bounds = useMemo(
    () => layerBounds(layer.features.map((feature) => feature.geometry), places.map((place) => [place.longitude, place.latitude])) ?? FALLBACK_BOUNDS,
    [layer, places],
  );
  // What the map's event handlers read: the latest props without rebuilding the map.
  const latest = useRef({ layer, bounds, locations, selected, places, formatValue, onSelect, onRenderFailed });
  latest.current = { layer, bounds, locations, selected, places, formatValue, onSelect, onRenderFailed };

  // One map for the component's life (another base style is another map); data changes below update it.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const initialBounds = latest.current.bounds;
    const offline = offlineMapStyle(initialBounds);
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: element,
        style: styleUrl ?? offline,
        bounds: initialBounds,
        fitBoundsOptions: { padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM },
        attributionControl: styleUrl ? { compact: true } : false,
        dragRotate: false,
        pitchWithRotate: false,
      });
    } catch (error) {
      latest.current.onRenderFailed(error instanceof Error ? error.message : String(error));
      return;
    }
    mapRef.current = map;
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.touchZoomRotate.disableRotation();

    // The report's layers go on top of whichever base style loaded: again after a fallback, not
    // twice after MapLibre restores its own style (a lost WebGL context, restarted workers).
    map.on('style.load', () => {
      if (map.getSource(ASSETS_SOURCE)) return;
      map.addSource(ASSETS_SOURCE, { type: 'geojson', data: latest.current.layer });
      map.addSource(LOCATIONS_SOURCE, { type: 'geojson', data: latest.current.locations });
      for (const spec of reportMapLayers(latest.current.selected)) map.addLayer(spec);
    });
    // A base map that cannot be fetched (offline, a wrong MAP_STYLE_URL) leaves the plain background.
    let styleSettled = !styleUrl;
    map.on('style.load', () => (styleSettled = true));
    map.on('error', () => {
      if (styleSettled) return;
      styleSettled = true;
      map.setStyle(offline);
    });

    const tooltip = new Popup({ closeButton: false, closeOnClick: false, offset: 12, className: 'report-map__tooltip' });
    map.on('mousemove', LOCATION_LAYER, (event) => {
      const name = event.features?.[0]?.properties?.name as string | undefined;
      const place = latest.current.places.find((candidate) => candidate.name === name);
      if (!place) return;
      map.getCanvas().style.cursor = 'pointer';
      const content = document.createElement('div');
      content.className = 'report-map__tooltip-body';
      const title = content.appendChild(document.createElement('strong'));
      title.textContent = place.name;
      const value = content.appendChild(document.createElement('span'));
      value.textContent = latest.current.formatValue(place.value, false);
      tooltip.setLngLat([place.longitude, place.latitude]).setDOMContent(content).addTo(map);
    });
    map.on('mouseleave', LOCATION_LAYER, () => {
      map.getCanvas().style.cursor = '';
      tooltip.remove();
    });
    map.on('click', (event: MapMouseEvent) => {
      const [hit] = map.getLayer(LOCATION_LAYER) ? map.queryRenderedFeatures(event.point, { layers: [LOCATION_LAYER] }) : [];
      latest.current.onSelect((hit?.properties?.name as string | undefined) ?? null);
    });

    return () => {
      tooltip.remove();
      map.remove();
      mapRef.current = null;
    };
  }, [styleUrl]);

  useEffect(
    () => offerChartPicture(pictureId, () => (mapRef.current ? mapPicture(mapRef.current) : Promise.reject(new Error('This browser could not draw the map')))),
    [pictureId],
  );

  useEffect(() => {
    mapRef.current?.getSource<GeoJSONSource>(ASSETS_SOURCE)?.setData(layer);
  }, [layer]);

  useEffect(() => {
    mapRef.current?.getSource<GeoJSONSource>(LOCATIONS_SOURCE)?.setData(locations);
  }, [locations]);

  // New data elsewhere: the view follows it, and the offline graticule covers it.
  const boundsKey = bounds.join();
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const next = latest.current.bounds;
    map.fitBounds(next, { padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM, animate: false });
    map.getSource<GeoJSONSource>(GRATICULE_SOURCE)?.setData(graticule(next));
  }, [boundsKey]);

  useEffect(() => {
    const map = mapRef.current;
    if (map?.getLayer(SELECTED_LOCATION_LAYER)) map.setFilter(SELECTED_LOCATION_LAYER, selectedLocationFilter(selected));
  }, [selected]);

  return (
    <div className="report-map">
      <div ref={container} className="report-map__canvas" role="region" aria-label={label} data-testid="report-map" />
      <MapLegend title={legendTitle} scale={scale} formatValue={(value) => formatValue(value, true)} hasMissing={places.some((place) => place.value === null)} />
    </div>
  );
}
