import { Map as MapLibreMap, NavigationControl, Popup, setWorkerUrl, type GeoJSONSource, type MapMouseEvent } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useMemo, useRef } from 'react';
import type { AnalysisPoint } from '../../../../api/schemas/advancedAnalysis.schema';
import type { AssetFeatureCollection } from '../../../../api/schemas/dataSnapshot.schema';
import { layerBounds } from '../../../components/maps/layerBounds';
import { MapLegend } from '../../../components/maps/MapLegend';
import { measureScale } from '../../../components/maps/measureScale';
import { graticule, GRATICULE_SOURCE, offlineMapStyle, type Bounds } from '../../../components/maps/offlineMapStyle';
import { ASSETS_SOURCE } from '../../../components/maps/reportMapLayers';
import {
  analysisMapLayers,
  CHOSEN_PLACE_LAYER,
  chosenPlacesFilter,
  PLACE_LAYER,
  PLACES_SOURCE,
  placesCollection,
  POINT_LAYER,
  pointScale,
  pointsCollection,
  POINTS_SOURCE,
  type MapPlace,
} from './analysisMapLayers';
import '../../../components/maps/ReportMap.css';

// The worker is one of the app's own files (same origin), not a blob built at run time.
setWorkerUrl(workerUrl);

export type AnalysisMapProps = {
  layer: AssetFeatureCollection;
  places: MapPlace[];
  points: AnalysisPoint[];
  /** The locations in the filter. */
  chosen: readonly string[];
  styleUrl: string | null;
  formatCost: (value: number, compact: boolean) => string;
  /** The map's accessible name and the legend's title. */
  label: string;
  legendTitle: string;
  /** The tooltip's second line for a treated asset. */
  describePoint: (point: AnalysisPoint) => string;
  onToggleLocation: (name: string) => void;
  onOpenAsset: (point: AnalysisPoint) => void;
  onRenderFailed: (reason: string) => void;
};

const FIT_PADDING = 40;
const MAX_FIT_ZOOM = 15;
const FALLBACK_BOUNDS: Bounds = [-180, -60, 180, 75];

/**
 * The analysis on a MapLibre map (issue 14): the snapshot's assets in grey, each location a circle
 * sized by what its filtered works cost (a click adds it to the filter or takes it out, the chosen
 * ones outlined), and the treated assets coloured by cost, which the legend reads (a click opens
 * the asset's life cycle). Hovering tells the name and the cost. The canvas keeps its drawing so that it prints.
 */
export function AnalysisMap(props: AnalysisMapProps) {
  const { layer, places, points, chosen, styleUrl, formatCost, label, legendTitle } = props;
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const scale = useMemo(() => pointScale(points.map((point) => point.cost)), [points]);
  const placeScale = useMemo(() => measureScale(places.map((place) => place.cost), 'magnitude'), [places]);
  const placeData = useMemo(() => placesCollection(places, placeScale), [places, placeScale]);
  const pointData = useMemo(() => pointsCollection(points, scale), [points, scale]);
  const bounds = useMemo(
    () => layerBounds(layer.features.map((feature) => feature.geometry), places.map((place) => [place.longitude, place.latitude])) ?? FALLBACK_BOUNDS,
    [layer, places],
  );
  // What the map's handlers read: the latest props without rebuilding the map.
  const latest = useRef({ props, bounds, placeData, pointData });
  latest.current = { props, bounds, placeData, pointData };

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const offline = offlineMapStyle(latest.current.bounds);
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: element,
        style: styleUrl ?? offline,
        bounds: latest.current.bounds,
        fitBoundsOptions: { padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM },
        attributionControl: styleUrl ? { compact: true } : false,
        dragRotate: false,
        pitchWithRotate: false,
        // A printed page copies the canvas: it must still hold the last frame.
        canvasContextAttributes: { preserveDrawingBuffer: true },
      });
    } catch (error) {
      latest.current.props.onRenderFailed(error instanceof Error ? error.message : String(error));
      return;
    }
    mapRef.current = map;
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.touchZoomRotate.disableRotation();

    map.on('style.load', () => {
      if (map.getSource(ASSETS_SOURCE)) return;
      map.addSource(ASSETS_SOURCE, { type: 'geojson', data: latest.current.props.layer });
      map.addSource(PLACES_SOURCE, { type: 'geojson', data: latest.current.placeData });
      map.addSource(POINTS_SOURCE, { type: 'geojson', data: latest.current.pointData });
      for (const spec of analysisMapLayers(latest.current.props.chosen)) map.addLayer(spec);
    });
    let styleSettled = !styleUrl;
    map.on('style.load', () => (styleSettled = true));
    map.on('error', () => {
      if (styleSettled) return;
      styleSettled = true;
      map.setStyle(offline);
    });

    const tooltip = new Popup({ closeButton: false, closeOnClick: false, offset: 10, className: 'report-map__tooltip' });
    const show = (title: string, detail: string, at: [number, number]) => {
      const content = document.createElement('div');
      content.className = 'report-map__tooltip-body';
      content.appendChild(document.createElement('strong')).textContent = title;
      content.appendChild(document.createElement('span')).textContent = detail;
      tooltip.setLngLat(at).setDOMContent(content).addTo(map);
    };
    const hit = (event: MapMouseEvent) => {
      const layers = [POINT_LAYER, PLACE_LAYER].filter((id) => map.getLayer(id));
      const [feature] = layers.length > 0 ? map.queryRenderedFeatures(event.point, { layers }) : [];
      if (!feature) return null;
      const { props: current } = latest.current;
      if (feature.layer.id === POINT_LAYER) {
        const point = current.points.find((candidate) => candidate.asset_index === feature.properties.asset_index);
        return point ? ({ kind: 'point', point } as const) : null;
      }
      const place = current.places.find((candidate) => candidate.name === feature.properties.name);
      return place ? ({ kind: 'place', place } as const) : null;
    };
    map.on('mousemove', (event) => {
      const found = hit(event);
      map.getCanvas().style.cursor = found ? 'pointer' : '';
      if (!found) return tooltip.remove();
      const { props: current } = latest.current;
      if (found.kind === 'point') show(found.point.asset_id, current.describePoint(found.point), [found.point.x, found.point.y]);
      else show(found.place.name, current.formatCost(found.place.cost, false), [found.place.longitude, found.place.latitude]);
    });
    map.on('mouseout', () => tooltip.remove());
    map.on('click', (event) => {
      const found = hit(event);
      if (found?.kind === 'point') latest.current.props.onOpenAsset(found.point);
      if (found?.kind === 'place') latest.current.props.onToggleLocation(found.place.name);
    });

    return () => {
      tooltip.remove();
      map.remove();
      mapRef.current = null;
    };
  }, [styleUrl]);

  useEffect(() => {
    mapRef.current?.getSource<GeoJSONSource>(ASSETS_SOURCE)?.setData(layer);
  }, [layer]);

  useEffect(() => {
    mapRef.current?.getSource<GeoJSONSource>(PLACES_SOURCE)?.setData(placeData);
  }, [placeData]);

  useEffect(() => {
    mapRef.current?.getSource<GeoJSONSource>(POINTS_SOURCE)?.setData(pointData);
  }, [pointData]);

  const boundsKey = bounds.join();
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const next = latest.current.bounds;
    map.fitBounds(next, { padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM, animate: false });
    map.getSource<GeoJSONSource>(GRATICULE_SOURCE)?.setData(graticule(next));
  }, [boundsKey]);

  const chosenKey = chosen.join('\u0000');
  useEffect(() => {
    const map = mapRef.current;
    if (map?.getLayer(CHOSEN_PLACE_LAYER)) map.setFilter(CHOSEN_PLACE_LAYER, chosenPlacesFilter(latest.current.props.chosen));
  }, [chosenKey]);

  return (
    <div className="report-map">
      <div ref={container} className="report-map__canvas" role="region" aria-label={label} data-testid="analysis-map" />
      <MapLegend title={legendTitle} scale={scale} formatValue={(value) => (value === null ? '' : formatCost(value, true))} hasMissing={false} />
    </div>
  );
}
