import { useSelector } from '@xstate/react';
import { Skeleton } from 'primereact/skeleton';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { WorkPlanDetail } from '../../../../../api/schemas/workPlan.schema';
import { EmptyState } from '../../../../components/EmptyState';
import { LoadFailure } from '../../../../components/LoadFailure';
import { routes } from '../../../../routes';
import { SelectionBar } from '../selection/SelectionBar';
import type { BuilderSelectionRef } from '../useBuilderSelectionActor';
import { AssetsTable } from './AssetsTable';
import { AssetsToolbar } from './AssetsToolbar';
import { selectAssetsView, selectDataSources, selectSetupFailure } from './builderAssetsSelectors';
import { useBuilderAssetsActor } from './useBuilderAssetsActor';
import './BuilderAssets.css';

type BuilderAssetsViewProps = { workPlan: WorkPlanDetail; selectionRef: BuilderSelectionRef };

/**
 * Builder - Assets (SPEC 2): the assets of the plan's data sources with their proposed
 * treatments, narrowed by data source, quick search or advanced filter, to select up to 5 of
 * each data source (SPEC 5) and add their treatments to a phase. Without an imported data source
 * it points to Data Sources.
 */
export function BuilderAssetsView({ workPlan, selectionRef }: BuilderAssetsViewProps) {
  const { t } = useTranslation('workPlanBuilder');
  const [, navigate] = useLocation();
  const assetsRef = useBuilderAssetsActor(workPlan.id);
  const view = useSelector(assetsRef, selectAssetsView);
  const failure = useSelector(assetsRef, selectSetupFailure);
  const dataSources = useSelector(assetsRef, selectDataSources);
  const sourceNames = useMemo(() => new Map(dataSources.map((source) => [source.id, source.simulation_name])), [dataSources]);
  const toDataSources = () => navigate(routes.workPlan(workPlan.id, 'data-sources'));

  if (view === 'loading') {
    return (
      <div className="builder-assets" aria-busy="true">
        <Skeleton height="3rem" borderRadius="12px" />
        <Skeleton height="32rem" borderRadius="14px" />
      </div>
    );
  }
  if (view === 'failed') return <LoadFailure message={t('assets.loadFailed')} failure={failure} onRetry={() => assetsRef.send({ type: 'retry' })} inTab />;
  if (view === 'noSources' || view === 'importing') {
    return (
      <section className="builder-assets__card builder-assets__card--empty">
        <EmptyState icon={view === 'noSources' ? 'pi-database' : 'pi-spinner'} title={t(`assets.${view}.title`)} text={t(`assets.${view}.text`)} actionLabel={t(`assets.${view}.action`)} actionIcon="pi pi-arrow-right" onAction={toDataSources} />
      </section>
    );
  }
  return (
    <div className="builder-assets" data-testid="builder-assets">
      <AssetsToolbar assetsRef={assetsRef} />
      <SelectionBar workPlan={workPlan} selectionRef={selectionRef} sourceNames={sourceNames} />
      <AssetsTable assetsRef={assetsRef} selectionRef={selectionRef} />
    </div>
  );
}
