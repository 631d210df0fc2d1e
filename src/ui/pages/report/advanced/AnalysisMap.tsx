import type { MapMouseEvent } from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import type { AnalysisPoint } from '../../../../api/schemas/advancedAnalysis.schema';
import type { AssetFeatureCollection } from '../../../../api/schemas/dataSnapshot.schema';
import { MapLegend } from '../../../components/maps/MapLegend';
import { mapTooltip } from '../../../components/maps/mapTooltip';
import { measureScale } from '../../../components/maps/measureScale';
import { reportBounds } from '../../../components/maps/reportBounds';
import { ASSETS_SOURCE } from '../../../components/maps/reportMapLayers';
import { useFitBounds, useSourceData } from '../../../components/maps/useMapSources';
import { useReportMap } from '../../../components/maps/useReportMap';
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
const TOOLTIP_OFFSET = 10;

/**
 * The analysis on a MapLibre map (issue 14): the snapshot's assets in grey, each location a circle
 * sized by what its filtered works cost (a click adds it to the filter or takes it out, the chosen
 * ones outlined), and the treated assets coloured by cost, which the legend reads (a click opens
 * the asset's life cycle). Hovering tells the name and the cost. The canvas keeps its drawing so that it prints.
 */
export function AnalysisMap(props: AnalysisMapProps) {
  const { layer, places, points, chosen, styleUrl, formatCost, label, legendTitle } = props;
  const scale = useMemo(() => pointScale(points.map((point) => point.cost)), [points]);
  const placeScale = useMemo(() => measureScale(places.map((place) => place.cost), 'magnitude'), [places]);
  const placeData = useMemo(() => placesCollection(places, placeScale), [places, placeScale]);
  const pointData = useMemo(() => pointsCollection(points, scale), [points, scale]);
  const bounds = useMemo(() => reportBounds(layer, places), [layer, places]);
  // What the map's handlers read: the latest props without rebuilding the map.
  const latest = useRef({ props, placeData, pointData });
  latest.current = { props, placeData, pointData };

  const { container, mapRef } = useReportMap(styleUrl, {
    bounds,
    fitPadding: FIT_PADDING,
    // A printed page copies the canvas: it must still hold the last frame.
    preserveDrawingBuffer: true,
    overlay: () => ({
      sources: { [ASSETS_SOURCE]: latest.current.props.layer, [PLACES_SOURCE]: latest.current.placeData, [POINTS_SOURCE]: latest.current.pointData },
      layers: analysisMapLayers(latest.current.props.chosen),
    }),
    onRenderFailed: props.onRenderFailed,
    wire: (map) => {
      const tooltip = mapTooltip(map, TOOLTIP_OFFSET);
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
        if (found.kind === 'point') tooltip.show(found.point.asset_id, current.describePoint(found.point), [found.point.x, found.point.y]);
        else tooltip.show(found.place.name, current.formatCost(found.place.cost, false), [found.place.longitude, found.place.latitude]);
      });
      map.on('mouseout', () => tooltip.remove());
      map.on('click', (event) => {
        const found = hit(event);
        if (found?.kind === 'point') latest.current.props.onOpenAsset(found.point);
        if (found?.kind === 'place') latest.current.props.onToggleLocation(found.place.name);
      });
    },
  });

  useSourceData(mapRef, ASSETS_SOURCE, layer);
  useSourceData(mapRef, PLACES_SOURCE, placeData);
  useSourceData(mapRef, POINTS_SOURCE, pointData);
  useFitBounds(mapRef, bounds, FIT_PADDING);

  const chosenKey = chosen.join('\u0000');
  useEffect(() => {
    const map = mapRef.current;
    if (map?.getLayer(CHOSEN_PLACE_LAYER)) map.setFilter(CHOSEN_PLACE_LAYER, chosenPlacesFilter(latest.current.props.chosen));
  }, [mapRef, chosenKey]);

  return (
    <div className="report-map">
      <div ref={container} className="report-map__canvas" role="region" aria-label={label} data-testid="analysis-map" />
      <MapLegend title={legendTitle} scale={scale} formatValue={(value) => (value === null ? '' : formatCost(value, true))} hasMissing={false} />
    </div>
  );
}
