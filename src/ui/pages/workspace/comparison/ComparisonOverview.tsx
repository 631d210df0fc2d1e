import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { lazyComponent } from '../../../components/lazyComponent';
import type { WorkspaceDetailRef } from '../useWorkspaceDetailActor';
import { selectWorkspace } from '../workspaceDetailSelectors';
import { ComparisonStatus } from './ComparisonStatus';
import { useWorkspaceReportActor } from './useWorkspaceReportActor';
import { selectComparisonView, selectReportState } from './workspaceReportSelectors';
import './ComparisonTab.css';

const ComparisonSections = lazyComponent(() => import('./ComparisonSections'), 'ComparisonSections');

const OVERVIEW = ['overview'] as const;

/**
 * The overview's part of the workspace report (SPEC 2 section id overview): once a comparison was
 * generated, its status and each compared simulation's totals over the years it covers; nothing
 * before the first comparison (the comparison tabs make one).
 */
export function ComparisonOverview({ detailRef }: { detailRef: WorkspaceDetailRef }) {
  const workspace = useSelector(detailRef, selectWorkspace)!;
  const reportRef = useWorkspaceReportActor({ workspaceId: workspace.id, sections: OVERVIEW, fileStem: workspace.name });
  const view = useSelector(reportRef, selectComparisonView);
  const state = useSelector(reportRef, selectReportState);
  if (view !== 'ready' || state === 'not_started') return null;
  return (
    <div className="workspace-comparison" data-testid="workspace-comparison-overview">
      <ComparisonStatus reportRef={reportRef} />
      <Suspense fallback={null}>
        <ComparisonSections reportRef={reportRef} />
      </Suspense>
    </div>
  );
}
