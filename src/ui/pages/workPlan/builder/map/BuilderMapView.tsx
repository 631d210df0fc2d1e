import { useSelector } from '@xstate/react';
import { SelectButton } from 'primereact/selectbutton';
import { Skeleton } from 'primereact/skeleton';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { WorkPlanAsset } from '../../../../../api/schemas/dataSource.schema';
import type { WorkPlanDetail } from '../../../../../api/schemas/workPlan.schema';
import type { PlanAssetFeature } from '../../../../../api/schemas/workPlanBuilder.schema';
import type { MapColourBy } from '../../../../../machines/workPlanMap.machine';
import { useClientConfig } from '../../../../app/ClientConfigContext';
import { EmptyState } from '../../../../components/EmptyState';
import { lazyComponent } from '../../../../components/lazyComponent';
import { LoadFailure } from '../../../../components/LoadFailure';
import { useFormat } from '../../../../format/useFormat';
import { routes } from '../../../../routes';
import type { BuilderSelectionRef } from '../useBuilderSelectionActor';
import { useWorkPlanMapActor } from './useWorkPlanMapActor';
import '../assets/BuilderAssets.css';
import './BuilderMapView.css';

const WorkPlanMap = lazyComponent(() => import('../../map/WorkPlanMap'), 'WorkPlanMap');
const COLOUR_BY: MapColourBy[] = ['treatmentYear', 'projectStatus'];

/** The asset a map feature is, as the Builder's selection holds assets. */
const assetOf = ({ properties: p }: PlanAssetFeature): WorkPlanAsset => ({
  id: p.id,
  data_source_id: p.source_id,
  asset_id: p.asset_id,
  name: p.name,
  asset_class: p.asset_class,
  location: p.location,
  hierarchy: p.hierarchy,
  criticality: p.criticality,
  network_measure: p.network_measure,
  treatment_count: p.treatment_count,
  first_year: p.first_year,
});

/**
 * Builder - Map (SPEC 2): the plan's assets on the reports' map, coloured by their first proposed
 * treatment's year or their project's status; a click selects an asset into the Builder's
 * selection, shared with the Assets view (SPEC 5: 5 of a data source at most). A plan without
 * spatial data says so.
 */
export function BuilderMapView({ workPlan, selectionRef }: { workPlan: WorkPlanDetail; selectionRef: BuilderSelectionRef }) {
  const { t } = useTranslation('workPlanTreatments');
  const format = useFormat();
  const [, navigate] = useLocation();
  const { map_style_url: styleUrl } = useClientConfig();
  const mapRef = useWorkPlanMapActor(workPlan.id);
  const collection = useSelector(mapRef, (snapshot) => snapshot.context.collection);
  const colourBy = useSelector(mapRef, (snapshot) => snapshot.context.colourBy);
  const failed = useSelector(mapRef, (snapshot) => snapshot.matches('failed'));
  const renderFailed = useSelector(mapRef, (snapshot) => snapshot.matches('renderFailed'));
  const failure = useSelector(mapRef, (snapshot) => snapshot.context.failure);
  const selection = useSelector(selectionRef, (snapshot) => snapshot.context.selection);
  const skeleton = <Skeleton height="100%" borderRadius="10px" />;

  if (failed && failure) return <LoadFailure message={t('map.loadFailed')} failure={failure} onRetry={() => mapRef.send({ type: 'retry' })} inTab />;
  if (collection && collection.features.length === 0) {
    return (
      <section className="builder-assets__card builder-assets__card--empty" data-testid="builder-map-empty">
        <EmptyState icon="pi-map" title={t('map.empty.title')} text={t('map.empty.text')} actionLabel={t('map.empty.action')} actionIcon="pi pi-arrow-right" onAction={() => navigate(routes.workPlan(workPlan.id, 'data-sources'))} />
      </section>
    );
  }
  return (
    <section className="builder-assets__card builder-map" data-testid="builder-map">
      <header className="builder-map__head">
        <div>
          <h3 className="builder-table__title">{collection ? t('map.count', { count: collection.features.length, formatted: format.number(collection.features.length, 0) }) : t('map.label')}</h3>
          <p className="builder-map__hint">{t('map.hint')}</p>
        </div>
        <div className="builder-map__colour">
          <span className="builder-toolbar__label">{t('map.colourBy.label')}</span>
          <SelectButton
            value={colourBy}
            options={COLOUR_BY.map((value) => ({ value, label: t(`map.colourBy.${value}`) }))}
            allowEmpty={false}
            aria-label={t('map.colourBy.label')}
            onChange={(event) => {
              if (event.value) mapRef.send({ type: 'colourBy.change', colourBy: event.value as MapColourBy });
            }}
            data-testid="map-colour-by"
          />
        </div>
      </header>
      <div className="builder-map__frame">
        {renderFailed ? (
          <EmptyState icon="pi-exclamation-triangle" title={t('map.renderFailed')} text={t('map.empty.text')} />
        ) : collection ? (
          <Suspense fallback={skeleton}>
            <WorkPlanMap
              features={collection.features}
              colourBy={colourBy}
              selected={selection}
              styleUrl={styleUrl}
              onSelect={(feature) => selectionRef.send({ type: 'asset.toggle', asset: assetOf(feature) })}
              onRenderFailed={(reason) => mapRef.send({ type: 'map.renderFailed', reason })}
            />
          </Suspense>
        ) : (
          skeleton
        )}
      </div>
    </section>
  );
}
