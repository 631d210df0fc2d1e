import { useSelector } from '@xstate/react';
import { Skeleton } from 'primereact/skeleton';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdvancedAnalysis, AnalysisPoint } from '../../../../api/schemas/advancedAnalysis.schema';
import type { SimulationDetail } from '../../../../api/schemas/simulation.schema';
import { useClientConfig } from '../../../app/ClientConfigContext';
import { LoadFailure } from '../../../components/LoadFailure';
import { lazyComponent } from '../../../components/lazyComponent';
import { useFormat } from '../../../format/useFormat';
import { selectOutcomes } from '../../simulation/report/liteReportSelectors';
import type { LiteReportRef } from '../../simulation/report/useLiteReportActor';
import { mapLocations } from '../../simulation/report/location/locationMeasures';
import { selectLayer, selectMapFailure, selectMapView } from '../../simulation/report/location/reportMapSelectors';
import { useReportMapActor } from '../../simulation/report/location/useReportMapActor';
import { placesWithCost, type MapPlace } from './analysisMapLayers';

// maplibre-gl is about 250 KB gzipped: it arrives with the map, not with the charts.
const AnalysisMap = lazyComponent(() => import('./AnalysisMap'), 'AnalysisMap');

const RENDER_FAILED_KEY = 'locationMap:map.renderFailed';

type AnalysisMapCardProps = {
  analysis: AdvancedAnalysis;
  chosenLocations: readonly string[];
  simulation: SimulationDetail;
  /** The run's location-analysis report: where each location's assets centre. */
  liteRef: LiteReportRef;
  onToggleLocation: (name: string) => void;
  onOpenAsset: (point: AnalysisPoint) => void;
};

/**
 * The same works on the map: the snapshot's layer through the location map's machine, the
 * locations' centres from the run's location analysis, the locations' and assets' filtered cost
 * from the analysis. A run without coordinates says so; a layer that cannot be read is SPEC 8's
 * 'Spatial report error.' with Retry.
 */
export function AnalysisMapCard({ analysis, chosenLocations, simulation, liteRef, onToggleLocation, onOpenAsset }: AnalysisMapCardProps) {
  const { t } = useTranslation('advancedReports');
  const format = useFormat();
  const { map_style_url: styleUrl } = useClientConfig();
  const mapRef = useReportMapActor({ snapshotId: simulation.data_snapshot_id, snapshotVersion: simulation.data_snapshot_version, spatial: simulation.spatial, measures: ['cost'] });
  const view = useSelector(mapRef, selectMapView);
  const layer = useSelector(mapRef, selectLayer);
  const failure = useSelector(mapRef, selectMapFailure);
  const located = useSelector(liteRef, (snapshot) => selectOutcomes(snapshot)['location-analysis']);
  const places = useMemo<MapPlace[]>(() => {
    if (located?.kind !== 'ready') return [];
    return placesWithCost(mapLocations(located.summary.table, []), analysis.facets.location);
  }, [located, analysis.facets.location]);
  const skeleton = <Skeleton height="100%" aria-label={t('map.loading')} />;

  return (
    <section className="advanced-card analysis-map" aria-labelledby="analysis-map-title" data-testid="analysis-map-card">
      <header className="advanced-card__head">
        <div>
          <h3 id="analysis-map-title" className="advanced-card__title">
            {t('map.title')}
          </h3>
          <p className="advanced-card__subtitle">{t('map.subtitle')}</p>
        </div>
        {analysis.points_total > analysis.points.length ? (
          <span className="advanced-card__hint">{t('map.pointsShown', { shown: format.number(analysis.points.length, 0), total: format.number(analysis.points_total, 0) })}</span>
        ) : null}
      </header>
      <div className="analysis-map__body">
        {view === 'noSpatial' ? (
          <p className="advanced-card__empty" data-testid="analysis-map-none">
            <i className="pi pi-map" aria-hidden="true" /> {t('map.noSpatial')}
          </p>
        ) : view === 'failed' ? (
          <LoadFailure message={t('map.spatialError')} failure={failure} onRetry={() => mapRef.send({ type: 'map.retry' })} inTab />
        ) : view === 'ready' && layer ? (
          <Suspense fallback={skeleton}>
            <AnalysisMap
              layer={layer}
              places={places}
              points={analysis.points}
              chosen={chosenLocations}
              styleUrl={styleUrl}
              label={t('map.label', { simulation: simulation.name })}
              legendTitle={t('map.legend')}
              formatCost={(value, compact) => (compact ? format.compactCurrency(value) : format.currency(value))}
              describePoint={(point) => t('map.pointDetail', { cost: format.currency(point.cost), count: point.works, formatted: format.number(point.works, 0) })}
              onToggleLocation={onToggleLocation}
              onOpenAsset={onOpenAsset}
              onRenderFailed={(reason) => mapRef.send({ type: 'map.render.failed', failure: { status: 0, message: reason, key: RENDER_FAILED_KEY } })}
            />
          </Suspense>
        ) : (
          skeleton
        )}
      </div>
    </section>
  );
}
