import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import { SelectButton } from 'primereact/selectbutton';
import { Skeleton } from 'primereact/skeleton';
import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { WorkPlanDetail } from '../../../../api/schemas/workPlan.schema';
import { WORK_PLAN_EXPORT_FORMATS, workPlanExportFileName } from '../../../../api/schemas/workPlanExport.schema';
import { usePageTitle } from '../../../app/usePageTitle';
import { EmptyState } from '../../../components/EmptyState';
import { lazyComponent } from '../../../components/lazyComponent';
import { LoadFailure } from '../../../components/LoadFailure';
import { routes } from '../../../routes';
import type { WorkPlanTabProps } from '../workPlanTabProps';
import { WorkPlanSidePanel } from '../sidePanel/WorkPlanSidePanel';
import { InsightsBoard } from './InsightsBoard';
import { InsightsBudgets } from './InsightsBudgets';
import { InsightsGrid } from './InsightsGrid';
import { InsightsMap } from './InsightsMap';
import { InsightsSummary } from './InsightsSummary';
import { INSIGHTS_VIEWS, insightsViewPath, isInsightsView, type InsightsView } from './insightsViews';
import { selectHasFailed, selectInsights, selectInsightsFailure, selectIsExporting, selectIsLoading, selectIsMoving } from './insightsSelectors';
import { useWorkPlanInsightsActor, type WorkPlanInsightsRef } from './useWorkPlanInsightsActor';
import './WorkPlanInsights.css';

const InsightsGantt = lazyComponent(() => import('./InsightsGantt'), 'InsightsGantt');

const EXPORT_ICONS = { csv: 'pi-file', xlsx: 'pi-file-excel', json: 'pi-code' } as const;

/**
 * Insights (SPEC 2 "Work Plan insights"): the plan's totals, a switch between its Board, Grid,
 * Gantt and Map views, each at /work-plan/{id}/insights/{view} and titled 'Insights - Board' and so on, its
 * budgets against the proposed spend, and its exports. The layout keeps a place on the right for the side panel.
 */
export function WorkPlanInsightsTab({ workPlan }: WorkPlanTabProps) {
  const { t } = useTranslation('workPlanInsights');
  const { sub } = useParams<{ sub?: string }>();
  const view: InsightsView = isInsightsView(sub) ? sub : 'board';
  usePageTitle(t(`pageTitle.${view}`));
  const insightsRef = useWorkPlanInsightsActor(workPlan.id);
  return (
    <div className="insights-layout">
      <div className="insights" data-testid="work-plan-insights">
        <InsightsHeader workPlan={workPlan} view={view} insightsRef={insightsRef} />
        <InsightsBody workPlan={workPlan} view={view} insightsRef={insightsRef} />
      </div>
      <WorkPlanSidePanel workPlan={workPlan} onChanged={() => insightsRef.send({ type: 'insights.reload' })} />
    </div>
  );
}

type PartProps = { workPlan: WorkPlanDetail; view: InsightsView; insightsRef: WorkPlanInsightsRef };

function InsightsHeader({ workPlan, view, insightsRef }: PartProps) {
  const { t } = useTranslation('workPlanInsights');
  const [, navigate] = useLocation();
  const menu = useRef<Menu>(null);
  const insights = useSelector(insightsRef, selectInsights);
  const exporting = useSelector(insightsRef, selectIsExporting);
  const options = INSIGHTS_VIEWS.map(({ view: value, icon }) => ({ value, icon, label: t(`views.${value}`) }));
  const exportItems = WORK_PLAN_EXPORT_FORMATS.map((format) => ({
    label: t(`export.${format}`),
    icon: `pi ${EXPORT_ICONS[format]}`,
    command: () => insightsRef.send({ type: 'export.download', format, fileName: workPlanExportFileName(workPlan.name, format, new Date()) }),
  }));
  return (
    <div className="insights__header">
      <SelectButton
        className="insights__views"
        value={view}
        options={options}
        allowEmpty={false}
        aria-label={t('views.label')}
        onChange={(event) => {
          if (event.value && event.value !== view) navigate(insightsViewPath(workPlan.id, event.value as InsightsView));
        }}
        itemTemplate={(option: (typeof options)[number]) => (
          <span className="insights__view" data-testid={`insights-view-${option.value}`}>
            <i className={`pi ${option.icon}`} aria-hidden="true" />
            {option.label}
          </span>
        )}
      />
      {insights ? (
        <>
          <Button
            label={exporting ? t('export.downloading') : t('export.button')}
            icon={exporting ? 'pi pi-spin pi-spinner' : 'pi pi-download'}
            iconPos="left"
            outlined
            disabled={exporting}
            aria-haspopup="menu"
            aria-label={t('export.menu')}
            data-testid="insights-export"
            onClick={(event) => menu.current?.toggle(event)}
          />
          <Menu model={exportItems} popup ref={menu} className="insights__export-menu" />
        </>
      ) : null}
    </div>
  );
}

function InsightsBody({ workPlan, view, insightsRef }: PartProps) {
  const { t } = useTranslation('workPlanInsights');
  const [, navigate] = useLocation();
  const insights = useSelector(insightsRef, selectInsights);
  const loading = useSelector(insightsRef, selectIsLoading);
  const failed = useSelector(insightsRef, selectHasFailed);
  const failure = useSelector(insightsRef, selectInsightsFailure);
  const moving = useSelector(insightsRef, selectIsMoving);

  if (failed) return <LoadFailure message={t('loadFailed')} failure={failure} onRetry={() => insightsRef.send({ type: 'insights.retry' })} inTab />;
  if (loading || !insights) return <InsightsSkeleton />;
  if (insights.projects.length === 0) {
    return (
      <EmptyState
        icon="pi-briefcase"
        title={t('empty.title')}
        text={t('empty.text')}
        actionLabel={t('empty.action')}
        actionIcon="pi pi-sitemap"
        onAction={() => navigate(routes.workPlan(workPlan.id, 'builder'))}
      />
    );
  }
  return (
    <>
      <InsightsSummary totals={insights.totals} />
      {view === 'board' ? (
        <InsightsBoard
          insights={insights}
          canEdit={workPlan.allowed_actions.includes('workPlans.write')}
          moving={moving}
          onMove={(projectId, statusId) => insightsRef.send({ type: 'project.move', projectId, statusId })}
        />
      ) : null}
      {view === 'grid' ? <InsightsGrid insights={insights} /> : null}
      {view === 'gantt' ? (
        insights.gantt.length === 0 ? (
          <p className="insights-notice">
            <i className="pi pi-info-circle" aria-hidden="true" />
            {t('gantt.noPhases')}
          </p>
        ) : (
          <Suspense fallback={<Skeleton height="18rem" borderRadius="14px" />}>
            <InsightsGantt insights={insights} />
          </Suspense>
        )
      ) : null}
      {view === 'map' ? <InsightsMap workPlan={workPlan} /> : null}
      <InsightsBudgets budgets={insights.budgets} workPlanId={workPlan.id} />
    </>
  );
}

function InsightsSkeleton() {
  return (
    <div className="insights__skeleton" aria-busy="true">
      <Skeleton height="5rem" borderRadius="14px" />
      <Skeleton height="20rem" borderRadius="14px" />
    </div>
  );
}
