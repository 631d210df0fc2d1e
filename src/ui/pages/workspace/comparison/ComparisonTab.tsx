import { useSelector } from '@xstate/react';
import { Skeleton } from 'primereact/skeleton';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../components/lazyComponent';
import { LoadFailure } from '../../../components/LoadFailure';
import type { WorkspaceReportTab } from '../../../routes';
import { useWorkspaceSimulationsActor } from '../overview/useWorkspaceSimulationsActor';
import { selectSimulations, selectSimulationsView } from '../overview/workspaceSimulationsSelectors';
import type { WorkspaceDetailRef } from '../useWorkspaceDetailActor';
import { selectMay, selectWorkspace } from '../workspaceDetailSelectors';
import { WORKSPACE_REPORT_TABS } from '../workspaceTabs';
import { ComparisonForm } from './ComparisonForm';
import { ComparisonStatus } from './ComparisonStatus';
import { useWorkspaceReportActor } from './useWorkspaceReportActor';
import { selectComparisonView, selectFailure } from './workspaceReportSelectors';
import './ComparisonTab.css';

// apexcharts is large: it loads once there is a report to draw.
const ComparisonSections = lazyComponent(() => import('./ComparisonSections'), 'ComparisonSections');

function SectionsSkeleton() {
  return (
    <div className="comparison-skeleton" aria-hidden="true">
      <Skeleton height="5.5rem" />
      <Skeleton height="320px" />
    </div>
  );
}

/**
 * A comparison tab of the workspace report (SPEC 2: funding comparison, year comparison): the
 * request form, the report's status and, once it is ready, the tab's sections. Only the
 * simulations whose current run completed can be compared.
 */
export function ComparisonTab({ detailRef, tab }: { detailRef: WorkspaceDetailRef; tab: Exclude<WorkspaceReportTab, 'overview'> }) {
  const { t } = useTranslation('workspaceReports');
  const workspace = useSelector(detailRef, selectWorkspace)!;
  const mayGenerate = useSelector(detailRef, selectMay('reports.generate'));
  const sections = WORKSPACE_REPORT_TABS.find((entry) => entry.tab === tab)!.sections;
  const reportRef = useWorkspaceReportActor({ workspaceId: workspace.id, sections, fileStem: workspace.name });
  const listRef = useWorkspaceSimulationsActor(workspace.id);
  const simulations = useSelector(listRef, selectSimulations);
  const listView = useSelector(listRef, selectSimulationsView);
  const completed = useMemo(() => simulations.filter((simulation) => simulation.current_task?.status === 'completed'), [simulations]);
  const view = useSelector(reportRef, selectComparisonView);
  const failure = useSelector(reportRef, selectFailure);

  return (
    <div className="workspace-comparison" data-testid={`workspace-${tab}`}>
      <p className="workspace-comparison__intro">{t(`intro.${tab}`)}</p>
      <ComparisonForm reportRef={reportRef} simulations={completed} loadingSimulations={listView === 'loading'} mayGenerate={mayGenerate} />
      {view === 'failed' ? (
        <LoadFailure message={t('loadFailed')} failure={failure} onRetry={() => reportRef.send({ type: 'load.retry' })} inTab />
      ) : view === 'loading' ? (
        <SectionsSkeleton />
      ) : (
        <>
          <ComparisonStatus reportRef={reportRef} />
          <Suspense fallback={<SectionsSkeleton />}>
            <ComparisonSections reportRef={reportRef} />
          </Suspense>
        </>
      )}
    </div>
  );
}
