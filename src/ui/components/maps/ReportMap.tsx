import type { FeatureCollection, Point } from 'geojson';
import type { MapMouseEvent } from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import type { AssetFeatureCollection } from '../../../api/schemas/dataSnapshot.schema';
import { offerChartPicture } from '../charts/chartPictures';
import { MapLegend } from './MapLegend';
import { mapPicture } from './mapPicture';
import { mapTooltip } from './mapTooltip';
import { measureScale, type MeasureDirection } from './measureScale';
import { reportBounds } from './reportBounds';
import { ASSETS_SOURCE, LOCATION_LAYER, LOCATIONS_SOURCE, reportMapLayers, SELECTED_LOCATION_LAYER, selectedLocationFilter } from './reportMapLayers';
import { useFitBounds, useSourceData } from './useMapSources';
import { useReportMap } from './useReportMap';
import './ReportMap.css';

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
const TOOLTIP_OFFSET = 12;

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
  const scale = useMemo(() => measureScale(places.map((place) => place.value), direction), [places, direction]);
  const locations = useMemo(() => placesCollection(places, scale), [places, scale]);
  const bounds = useMemo(() => reportBounds(layer, places), [layer, places]);
  // What the map's event handlers read: the latest props without rebuilding the map.
  const latest = useRef({ layer, locations, selected, places, formatValue, onSelect });
  latest.current = { layer, locations, selected, places, formatValue, onSelect };

  const { container, mapRef } = useReportMap(styleUrl, {
    bounds,
    fitPadding: FIT_PADDING,
    preserveDrawingBuffer: false,
    overlay: () => ({
      sources: { [ASSETS_SOURCE]: latest.current.layer, [LOCATIONS_SOURCE]: latest.current.locations },
      layers: reportMapLayers(latest.current.selected),
    }),
    onRenderFailed,
    wire: (map) => {
      const tooltip = mapTooltip(map, TOOLTIP_OFFSET);
      map.on('mousemove', LOCATION_LAYER, (event) => {
        const name = event.features?.[0]?.properties?.name as string | undefined;
        const place = latest.current.places.find((candidate) => candidate.name === name);
        if (!place) return;
        map.getCanvas().style.cursor = 'pointer';
        tooltip.show(place.name, latest.current.formatValue(place.value, false), [place.longitude, place.latitude]);
      });
      map.on('mouseleave', LOCATION_LAYER, () => {
        map.getCanvas().style.cursor = '';
        tooltip.remove();
      });
      map.on('click', (event: MapMouseEvent) => {
        const [hit] = map.getLayer(LOCATION_LAYER) ? map.queryRenderedFeatures(event.point, { layers: [LOCATION_LAYER] }) : [];
        latest.current.onSelect((hit?.properties?.name as string | undefined) ?? null);
      });
    },
  });

  useEffect(
    () => offerChartPicture(pictureId, () => (mapRef.current ? mapPicture(mapRef.current) : Promise.reject(new Error('This browser could not draw the map')))),
    [mapRef, pictureId],
  );

  useSourceData(mapRef, ASSETS_SOURCE, layer);
  useSourceData(mapRef, LOCATIONS_SOURCE, locations);
  useFitBounds(mapRef, bounds, FIT_PADDING);

  useEffect(() => {
    const map = mapRef.current;
    if (map?.getLayer(SELECTED_LOCATION_LAYER)) map.setFilter(SELECTED_LOCATION_LAYER, selectedLocationFilter(selected));
  }, [mapRef, selected]);

  return (
    <div className="report-map">
      <div ref={container} className="report-map__canvas" role="region" aria-label={label} data-testid="report-map" />
      <MapLegend title={legendTitle} scale={scale} formatValue={(value) => formatValue(value, true)} hasMissing={places.some((place) => place.value === null)} />
    </div>
  );
}
