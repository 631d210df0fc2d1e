import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Skeleton } from 'primereact/skeleton';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../../../app/ClientConfigContext';
import { LoadFailure } from '../../../../components/LoadFailure';
import { formatUnit } from '../../../../components/charts/reportChart/unitFormat';
import { lazyComponent } from '../../../../components/lazyComponent';
import { useFormat } from '../../../../format/useFormat';
import type { MapLocation, MapMeasure } from './locationMeasures';
import { selectLayer, selectMapFailure, selectMapView, selectMeasure, selectSelectedLocation } from './reportMapSelectors';
import type { ReportMapRef } from './useReportMapActor';
import { useLocationName } from './useLocationName';

// maplibre-gl is about 250 KB gzipped: it arrives with the first map, not with the report.
const ReportMap = lazyComponent(() => import('../../../../components/maps/ReportMap'), 'ReportMap');

/** What the view tells the machine when the browser cannot draw: the key says it in the user's language. */
const RENDER_FAILED_KEY = 'locationMap:map.renderFailed';
/** The id that Copy image names the map by, beside the report's chart ids (`<code>-<chart id>`). */
const MAP_CHART_ID = 'location-analysis-map';

type LocationMapCardProps = {
  mapRef: ReportMapRef;
  measures: MapMeasure[];
  locations: MapLocation[];
  /** Named locations of the table that cannot be placed (no coordinates in degrees). */
  unplaced: number;
  simulationName: string;
  /** A picture is being copied: Copy image waits until it is done. */
  copying: boolean;
  onCopy: (chartId: string) => void;
};

/** The location-analysis map with its measure picker, Copy image, loading skeleton and 'Spatial report error.'. */
export function LocationMapCard({ mapRef, measures, locations, unplaced, simulationName, copying, onCopy }: LocationMapCardProps) {
  const { t } = useTranslation(['locationMap', 'reports']);
  const format = useFormat();
  const locationName = useLocationName();
  const { map_style_url: styleUrl } = useClientConfig();
  const view = useSelector(mapRef, selectMapView);
  const layer = useSelector(mapRef, selectLayer);
  const measureId = useSelector(mapRef, selectMeasure);
  const selected = useSelector(mapRef, selectSelectedLocation);
  const failure = useSelector(mapRef, selectMapFailure);
  const measure = measures.find((candidate) => candidate.id === measureId) ?? measures[0];
  const places = useMemo(
    () => locations.map(({ name, longitude, latitude, values }) => ({ name, longitude, latitude, value: measure ? (values[measure.id] ?? null) : null })),
    [locations, measure],
  );
  const options = measures.map((candidate) => ({ value: candidate.id, label: t(`measures.${candidate.id}`) }));
  const skeleton = <Skeleton className="location-map__skeleton" height="100%" aria-label={t('map.loading')} />;

  return (
    <section className="report-card location-map" aria-labelledby="location-map-title" data-testid="location-map-card">
      <header className="location-map__header">
        <div>
          <h3 id="location-map-title" className="report-card__title">
            {t('map.title')}
          </h3>
          <p className="report-card__subtitle">{t('map.subtitle')}</p>
        </div>
        <div className="location-map__actions">
          {measure ? (
            <label className="location-map__measure">
              <span>{t('map.colourBy')}</span>
              <Dropdown
                value={measure.id}
                options={options}
                disabled={view !== 'ready'}
                aria-label={t('map.colourBy')}
                data-testid="map-measure"
                onChange={(event) => mapRef.send({ type: 'map.measure.select', measure: event.value as string })}
              />
            </label>
          ) : null}
          <Button
            icon="pi pi-copy"
            text
            rounded
            size="small"
            className="report-chart__copy"
            aria-label={t('reports:actions.copyImageOf', { chart: t('map.title') })}
            tooltip={t('reports:actions.copyImage')}
            tooltipOptions={{ position: 'top' }}
            disabled={copying || view !== 'ready'}
            data-testid="map-copy-image"
            onClick={() => onCopy(MAP_CHART_ID)}
          />
        </div>
      </header>
      <div className="location-map__body">
        {view === 'failed' ? (
          <LoadFailure message={t('map.spatialError')} failure={failure} onRetry={() => mapRef.send({ type: 'map.retry' })} inTab />
        ) : view === 'ready' && layer && measure ? (
          <Suspense fallback={skeleton}>
            <ReportMap
              layer={layer}
              places={places}
              direction={measure.direction}
              styleUrl={styleUrl}
              selected={selected}
              label={t('map.label', { simulation: simulationName })}
              pictureId={MAP_CHART_ID}
              legendTitle={t(`measures.${measure.id}`)}
              formatValue={(value, compact) => (value === null ? t('legend.noValue') : formatUnit(format, measure.unit, value, compact ? 'axis' : 'full'))}
              onSelect={(location) => mapRef.send({ type: 'map.location.select', location })}
              onRenderFailed={(reason) => mapRef.send({ type: 'map.render.failed', failure: { status: 0, message: reason, key: RENDER_FAILED_KEY } })}
            />
          </Suspense>
        ) : (
          skeleton
        )}
      </div>
      {selected !== null || unplaced > 0 ? (
        <footer className="location-map__footer">
          {selected !== null ? (
            <span className="location-map__selected" data-testid="map-selected-location">
              <i className="pi pi-map-marker" aria-hidden="true" />
              {t('map.selected', { location: locationName(selected) })}
              <Button
                text
                size="small"
                icon="pi pi-times"
                aria-label={t('map.clearSelection')}
                onClick={() => mapRef.send({ type: 'map.location.select', location: null })}
              />
            </span>
          ) : null}
          {unplaced > 0 ? <span className="location-map__unplaced">{t('map.unplaced', { count: unplaced })}</span> : null}
        </footer>
      ) : null}
    </section>
  );
}
