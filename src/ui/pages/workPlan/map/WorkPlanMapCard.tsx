import { useSelector } from '@xstate/react';
import { SelectButton } from 'primereact/selectbutton';
import { Skeleton } from 'primereact/skeleton';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetKey } from '../../../../api/rules/assetSelection';
import type { PlanAssetFeature } from '../../../../api/schemas/workPlanBuilder.schema';
import type { MapColourBy } from '../../../../machines/workPlanMap.machine';
import { useClientConfig } from '../../../app/ClientConfigContext';
import { EmptyState } from '../../../components/EmptyState';
import { lazyComponent } from '../../../components/lazyComponent';
import { LoadFailure } from '../../../components/LoadFailure';
import { useFormat } from '../../../format/useFormat';
import { NoSpatialData } from './NoSpatialData';
import type { WorkPlanMapRef } from './useWorkPlanMapActor';
import './WorkPlanMapCard.css';

const WorkPlanMap = lazyComponent(() => import('./WorkPlanMap'), 'WorkPlanMap');

type WorkPlanMapCardProps = {
  workPlanId: string;
  mapRef: WorkPlanMapRef;
  /** What a click on an asset does, in the view's words. */
  hint: string;
  /** The colourings the switch offers, in its order. */
  colourOptions: readonly MapColourBy[];
  selected: AssetKey[];
  onSelect: (feature: PlanAssetFeature) => void;
  testId: string;
};

/**
 * A plan's map as a card (Builder - Map, Insights - Map): how many assets it draws, what a click
 * does, the switch of what they are coloured by, and the map; a skeleton while the assets load, a
 * failure with Retry, the no-spatial-data state when none has a location, and a note when the
 * browser cannot draw maps.
 */
export function WorkPlanMapCard({ workPlanId, mapRef, hint, colourOptions, selected, onSelect, testId }: WorkPlanMapCardProps) {
  const { t } = useTranslation('workPlanTreatments');
  const format = useFormat();
  const { map_style_url: styleUrl } = useClientConfig();
  const collection = useSelector(mapRef, (snapshot) => snapshot.context.collection);
  const colourBy = useSelector(mapRef, (snapshot) => snapshot.context.colourBy);
  const failed = useSelector(mapRef, (snapshot) => snapshot.matches('failed'));
  const renderFailed = useSelector(mapRef, (snapshot) => snapshot.matches('renderFailed'));
  const failure = useSelector(mapRef, (snapshot) => snapshot.context.failure);
  const skeleton = <Skeleton height="100%" borderRadius="10px" />;

  if (failed) return <LoadFailure message={t('map.loadFailed')} failure={failure} onRetry={() => mapRef.send({ type: 'retry' })} inTab />;
  if (collection && collection.features.length === 0) return <NoSpatialData workPlanId={workPlanId} testId={`${testId}-empty`} />;
  return (
    <section className="work-plan-map-card" data-testid={testId} aria-busy={collection ? undefined : true}>
      <header className="work-plan-map-card__head">
        <div>
          <h3 className="work-plan-map-card__title">
            {collection ? t('map.count', { count: collection.features.length, formatted: format.number(collection.features.length, 0) }) : t('map.label')}
          </h3>
          <p className="work-plan-map-card__hint">{hint}</p>
        </div>
        <div className="work-plan-map-card__colour">
          <span className="work-plan-map-card__label">{t('map.colourBy.label')}</span>
          <SelectButton
            value={colourBy}
            options={colourOptions.map((value) => ({ value, label: t(`map.colourBy.${value}`) }))}
            allowEmpty={false}
            aria-label={t('map.colourBy.label')}
            onChange={(event) => {
              if (event.value) mapRef.send({ type: 'colourBy.change', colourBy: event.value as MapColourBy });
            }}
            data-testid="map-colour-by"
          />
        </div>
      </header>
      <div className="work-plan-map-card__frame">
        {renderFailed ? (
          <EmptyState icon="pi-exclamation-triangle" title={t('map.renderFailed')} text={t('map.empty.text')} />
        ) : collection ? (
          <Suspense fallback={skeleton}>
            <WorkPlanMap
              features={collection.features}
              colourBy={colourBy}
              selected={selected}
              styleUrl={styleUrl}
              onSelect={onSelect}
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
