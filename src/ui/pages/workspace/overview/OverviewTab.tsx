import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { PublishWorkspace } from '../../../../machines/publishSimulation.machine';
import { EmptyState } from '../../../components/EmptyState';
import { lazyComponent } from '../../../components/lazyComponent';
import { LoadFailure } from '../../../components/LoadFailure';
import { selectDialogOpen } from '../../../components/publishSimulation/publishSimulationSelectors';
import { usePublishSimulationActor } from '../../../components/publishSimulation/usePublishSimulationActor';
import { WhenOpened } from '../../../components/WhenOpened';
import { routes } from '../../../routes';
import type { WorkspaceDetailRef } from '../useWorkspaceDetailActor';
import { ComparisonOverview } from '../comparison/ComparisonOverview';
import { selectMay, selectWorkspace } from '../workspaceDetailSelectors';
import { SimulationFilters } from './SimulationFilters';
import { SimulationTable } from './SimulationTable';
import { useWorkspaceSimulationsActor } from './useWorkspaceSimulationsActor';
import {
  chartSeries,
  selectFiltered,
  selectListFailure,
  selectSimulations,
  selectSimulationsView,
  selectTotalCount,
} from './workspaceSimulationsSelectors';
import './OverviewTab.css';

const PublishSimulationDialog = lazyComponent(() => import('../../../components/publishSimulation/PublishSimulationDialog'), 'PublishSimulationDialog');
// apexcharts is large: it loads once there is something to chart.
const SimulationComparisonChart = lazyComponent(() => import('./SimulationComparisonChart'), 'SimulationComparisonChart');

/**
 * The report tab's overview (SPEC 2 "Workspace detail": simulation chart and report status): the
 * workspace's simulations with their runs and report status, filtered by status and priority item,
 * a chart comparing their budgets and end condition, and the last simulation comparison's
 * overview once one was generated. Editors and Admins publish simulations
 * from here; a Viewer is told to ask an Editor (SPEC 6).
 */
export function OverviewTab({ detailRef }: { detailRef: WorkspaceDetailRef }) {
  const { t } = useTranslation('workspaceOverview');
  const { t: tCommon } = useTranslation('workspace');
  const [, navigate] = useLocation();
  const workspace = useSelector(detailRef, selectWorkspace)!;
  const mayPublish = useSelector(detailRef, selectMay('simulations.publish'));
  const listRef = useWorkspaceSimulationsActor(workspace.id);
  const target = useMemo<PublishWorkspace>(() => ({ id: workspace.id, portfolioId: workspace.portfolio_id, name: workspace.name }), [workspace]);
  const publishRef = usePublishSimulationActor(target, () => {
    listRef.send({ type: 'list.refresh' });
    detailRef.send({ type: 'workspace.refresh' });
  });
  const publishOpen = useSelector(publishRef, selectDialogOpen);
  const view = useSelector(listRef, selectSimulationsView);
  const simulations = useSelector(listRef, selectSimulations);
  const total = useSelector(listRef, selectTotalCount);
  const filtered = useSelector(listRef, selectFiltered);
  const failure = useSelector(listRef, selectListFailure);
  const { status_items: statusItems, priority_items: priorityItems } = workspace.settings;
  const { charted, leftOut } = chartSeries(simulations);
  const openPublish = () => publishRef.send({ type: 'dialog.open' });

  return (
    <div className="workspace-overview">
      <div className="tab-toolbar">
        <div>
          <h2 className="tab-toolbar__title">{t('title')}</h2>
          <p className="tab-toolbar__subtitle" data-testid="simulation-count">
            {view === 'loaded' ? t('count', { count: total }) : '\u00a0'}
          </p>
        </div>
        {mayPublish ? (
          <Button label={t('publish')} icon="pi pi-send" onClick={openPublish} />
        ) : (
          <p className="workspace-overview__viewer-note" data-testid="viewer-note">
            <i className="pi pi-info-circle" aria-hidden="true" />
            {t('viewerNote')}
          </p>
        )}
      </div>

      {view === 'failed' ? (
        <LoadFailure message={t('loadFailed')} failure={failure} onRetry={() => listRef.send({ type: 'load.retry' })} inTab />
      ) : view === 'loaded' && total === 0 && !filtered ? (
        // Packages are exported from the desktop app: an Editor is offered it, a Viewer told whom to ask.
        <EmptyState
          icon="pi-send"
          title={tCommon('workspace.overview.emptyTitle')}
          text={mayPublish ? tCommon('workspace.overview.emptyText') : tCommon('workspace.overview.emptyTextViewer')}
          actionLabel={mayPublish ? tCommon('workspace.overview.getDesktopApp') : undefined}
          actionIcon="pi pi-download"
          onAction={mayPublish ? () => navigate(routes.downloads) : undefined}
        />
      ) : (
        <>
          <section className="workspace-overview__card" aria-labelledby="simulation-chart-title">
            <header className="workspace-overview__card-header">
              <h3 id="simulation-chart-title">{t('chart.title')}</h3>
              <p>{t('chart.subtitle')}</p>
            </header>
            {view === 'loading' ? (
              <Skeleton height="320px" />
            ) : charted.length === 0 ? (
              <p className="workspace-overview__chart-empty">{t('chart.noResults')}</p>
            ) : (
              <Suspense fallback={<Skeleton height="320px" />}>
                <SimulationComparisonChart simulations={charted} />
              </Suspense>
            )}
            {view === 'loaded' && leftOut > 0 && charted.length > 0 ? (
              <p className="workspace-overview__chart-note" data-testid="chart-left-out">
                {t('chart.leftOut', { count: leftOut })}
              </p>
            ) : null}
          </section>

          <section className="workspace-overview__card" aria-label={t('title')}>
            <SimulationFilters listRef={listRef} statusItems={statusItems} priorityItems={priorityItems} />
            {view === 'loading' ? (
              <div className="workspace-overview__skeleton">
                {[0, 1, 2].map((row) => (
                  <Skeleton key={row} height="3rem" />
                ))}
              </div>
            ) : simulations.length === 0 ? (
              <p className="workspace-overview__no-match">{t('empty.noMatch')}</p>
            ) : (
              <SimulationTable simulations={simulations} statusItems={statusItems} priorityItems={priorityItems} />
            )}
          </section>
          <ComparisonOverview detailRef={detailRef} />
        </>
      )}

      {mayPublish ? (
        <WhenOpened open={publishOpen}>
          <PublishSimulationDialog publishRef={publishRef} />
        </WhenOpened>
      ) : null}
    </div>
  );
}
