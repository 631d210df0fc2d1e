import { useSelector } from '@xstate/react';
import { Skeleton } from 'primereact/skeleton';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { lazyComponent } from '../../components/lazyComponent';
import { LoadFailure } from '../../components/LoadFailure';
import { useWorkPlanDetailActor } from './useWorkPlanDetailActor';
import { selectWorkPlan, selectWorkPlanFailure, selectWorkPlanPageView } from './workPlanDetailSelectors';
import { WorkPlanHeader } from './WorkPlanHeader';
import { WorkPlanPageSkeleton } from './WorkPlanPageSkeleton';
import { WorkPlanTabBar } from './WorkPlanTabBar';
import type { WorkPlanView } from './workPlanTabs';
import type { WorkPlanTabProps } from './workPlanTabProps';
import { WorkPlanUnlicensed } from './WorkPlanUnlicensed';
import './WorkPlanPage.css';

// Each tab is a chunk of its own: the builder's and insights' code does not slow down Settings.
const WorkPlanInsightsTab = lazyComponent(() => import('./insights/WorkPlanInsightsTab'), 'WorkPlanInsightsTab');
const WorkPlanBuilderTab = lazyComponent(() => import('./builder/WorkPlanBuilderTab'), 'WorkPlanBuilderTab');
const DataSourcesSection = lazyComponent(() => import('./dataSources/DataSourcesSection'), 'DataSourcesSection');
const WorkPlanSettingsTab = lazyComponent(() => import('./settings/WorkPlanSettingsTab'), 'WorkPlanSettingsTab');

const TAB_BODIES = {
  insights: WorkPlanInsightsTab,
  settings: WorkPlanSettingsTab,
} satisfies Record<Exclude<WorkPlanView['tab'], 'builder' | 'data-sources' | 'create-data-sources'>, ComponentType<WorkPlanTabProps>>;

type WorkPlanPageProps = {
  workPlanId: string;
  view: WorkPlanView;
};

/** SPEC 2 "/work-plan/{id}/{tab}": the header, the tab bar and the current tab, each tab loaded when first shown. */
export function WorkPlanPage({ workPlanId, view }: WorkPlanPageProps) {
  const detailRef = useWorkPlanDetailActor(workPlanId);
  const pageView = useSelector(detailRef, selectWorkPlanPageView);
  const workPlan = useSelector(detailRef, selectWorkPlan);

  if (pageView === 'loading') return <WorkPlanPageSkeleton />;
  if (pageView === 'missing') return null;
  if (pageView === 'unlicensed') return <WorkPlanUnlicensed />;
  if (pageView === 'failed' || !workPlan) return <WorkPlanFailure detailRef={detailRef} />;
  return <LoadedWorkPlan workPlan={workPlan} view={view} onPlanChanged={() => detailRef.send({ type: 'plan.changed' })} />;
}

function LoadedWorkPlan({ workPlan, view, onPlanChanged }: WorkPlanTabProps & { view: WorkPlanView }) {
  const { t } = useTranslation('workPlans');
  const tab = view.tab === 'create-data-sources' ? 'data-sources' : view.tab;
  return (
    <div className="work-plan-page">
      <WorkPlanHeader workPlan={workPlan} />
      <WorkPlanTabBar workPlanId={workPlan.id} current={tab} />
      <section className="work-plan-page__tab" aria-label={t(`page.tabs.${tab}`)}>
        <Suspense fallback={<Skeleton height="16rem" borderRadius="14px" />}>
          {view.tab === 'builder' ? (
            <WorkPlanBuilderTab workPlan={workPlan} onPlanChanged={onPlanChanged} view={view.builderView} />
          ) : view.tab === 'data-sources' || view.tab === 'create-data-sources' ? (
            <DataSourcesSection workPlan={workPlan} onPlanChanged={onPlanChanged} creating={view.tab === 'create-data-sources'} />
          ) : (
            <TabBody view={view.tab} workPlan={workPlan} onPlanChanged={onPlanChanged} />
          )}
        </Suspense>
      </section>
    </div>
  );
}

/** A tab without views of its own: its component, given the plan. */
function TabBody({ view, ...props }: WorkPlanTabProps & { view: keyof typeof TAB_BODIES }) {
  const Body = TAB_BODIES[view];
  return <Body {...props} />;
}

function WorkPlanFailure({ detailRef }: { detailRef: ReturnType<typeof useWorkPlanDetailActor> }) {
  const { t } = useTranslation('workPlans');
  const failure = useSelector(detailRef, selectWorkPlanFailure);
  usePageTitle(t('page.pageTitle'));
  return <LoadFailure message={t('page.loadFailed')} failure={failure} onRetry={() => detailRef.send({ type: 'plan.retry' })} boxedMessage />;
}
