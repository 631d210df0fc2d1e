import type { MapMouseEvent } from 'maplibre-gl';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetKey } from '../../../../api/rules/assetSelection';
import type { PlanAssetFeature } from '../../../../api/schemas/workPlanBuilder.schema';
import type { MapColourBy } from '../../../../machines/workPlanMap.machine';
import { layerBounds } from '../../../components/maps/layerBounds';
import { mapTooltip } from '../../../components/maps/mapTooltip';
import type { Bounds } from '../../../components/maps/offlineMapStyle';
import { ASSETS_SOURCE } from '../../../components/maps/reportMapLayers';
import { useFitBounds, useSourceData } from '../../../components/maps/useMapSources';
import { useReportMap } from '../../../components/maps/useReportMap';
import { ASSET_LAYERS, assetColouring, assetKeyOf, drawnAssets, workPlanMapLayers } from './workPlanMapStyle';
import '../../../components/maps/ReportMap.css';
import './WorkPlanMap.css';

export type WorkPlanMapProps = {
  features: PlanAssetFeature[];
  colourBy: MapColourBy;
  selected: AssetKey[];
  onSelect: (feature: PlanAssetFeature) => void;
  /** MAP_STYLE_URL; null draws on the built-in plain background, as the reports do. */
  styleUrl: string | null;
  onRenderFailed: (reason: string) => void;
};

const FIT_PADDING = 40;
const TOOLTIP_OFFSET = 12;
/** Most of the inhabited world, for geometries no map can place. */
const FALLBACK_BOUNDS: Bounds = [-180, -60, 180, 75];

/**
 * The plan's assets on a MapLibre GL map (Builder - Map, Insights - Map) with the reports' base
 * map, coloured by their first proposed treatment's year or their project's status with a legend;
 * hovering names an asset and its treatment, a click hands the asset to `onSelect`.
 * Import lazily: maplibre-gl is large.
 */
export function WorkPlanMap({ features, colourBy, selected, onSelect, styleUrl, onRenderFailed }: WorkPlanMapProps) {
  const { t } = useTranslation('workPlanTreatments');
  const colouring = useMemo(
    () => assetColouring(features, colourBy, { noTreatment: t('map.legend.noTreatment'), notPlanned: t('map.legend.notPlanned'), noStatus: t('map.legend.noStatus') }),
    [features, colourBy, t],
  );
  const drawn = useMemo(() => drawnAssets(features, colouring, selected), [features, colouring, selected]);
  const bounds = useMemo(() => layerBounds(features.map((feature) => feature.geometry as never)) ?? FALLBACK_BOUNDS, [features]);
  const byKey = useMemo(() => new Map(features.map((feature) => [assetKeyOf(feature.properties), feature])), [features]);
  // What the map's handlers read: the latest props without rebuilding the map.
  const latest = useRef({ drawn, byKey, onSelect, t });
  latest.current = { drawn, byKey, onSelect, t };

  const { container, mapRef } = useReportMap(styleUrl, {
    bounds,
    fitPadding: FIT_PADDING,
    preserveDrawingBuffer: false,
    overlay: () => ({ sources: { [ASSETS_SOURCE]: latest.current.drawn }, layers: workPlanMapLayers() }),
    onRenderFailed,
    wire: (map) => {
      const tooltip = mapTooltip(map, TOOLTIP_OFFSET);
      const hit = (event: MapMouseEvent) => {
        const layers = ASSET_LAYERS.filter((layer) => map.getLayer(layer));
        const [feature] = layers.length > 0 ? map.queryRenderedFeatures(event.point, { layers }) : [];
        return feature ? latest.current.byKey.get(feature.properties.key as string) : undefined;
      };
      map.on('mousemove', (event) => {
        const asset = hit(event);
        map.getCanvas().style.cursor = asset ? 'pointer' : '';
        if (!asset) return tooltip.remove();
        const { t: translate } = latest.current;
        const { properties } = asset;
        const treatment =
          properties.first_treatment !== null && properties.first_year !== null
            ? translate('map.tooltipTreatment', { treatment: properties.first_treatment, year: properties.first_year })
            : translate('map.tooltipNoTreatment');
        const detail = properties.project_name ? `${treatment} · ${translate('map.tooltipProject', { project: properties.project_name })}` : treatment;
        tooltip.show(properties.name ?? properties.asset_id, detail, [event.lngLat.lng, event.lngLat.lat]);
      });
      map.on('mouseout', () => tooltip.remove());
      map.on('click', (event) => {
        const asset = hit(event);
        if (asset) latest.current.onSelect(asset);
      });
    },
  });

  useSourceData(mapRef, ASSETS_SOURCE, drawn);
  useFitBounds(mapRef, bounds, FIT_PADDING);

  return (
    <div className="report-map work-plan-map">
      <div ref={container} className="report-map__canvas" role="region" aria-label={t('map.label')} data-testid="work-plan-map" />
      <div className="map-legend" data-testid="work-plan-map-legend">
        <p className="map-legend__title">{t(`map.legend.${colourBy}`)}</p>
        <ul className="work-plan-map__keys">
          {colouring.entries.map((entry) => (
            <li key={`${entry.kind}-${entry.label}`}>
              <span className="map-legend__swatch" style={{ background: entry.colour }} aria-hidden="true" />
              {entry.label}
            </li>
          ))}
          <li>
            <span className="work-plan-map__selected" aria-hidden="true" />
            {t('map.legend.selected')}
          </li>
        </ul>
      </div>
    </div>
  );
}
