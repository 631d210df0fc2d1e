import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { LoadFailure } from '../../components/LoadFailure';
import type { WorkspaceReportTab, WorkspaceTab } from '../../routes';
import { WorkspaceReportArea } from './comparison/WorkspaceReportArea';
import { WorkspaceSettingsTab } from './settings/WorkspaceSettingsTab';
import { useWorkspaceDetailActor } from './useWorkspaceDetailActor';
import { WorkspaceHeader } from './WorkspaceHeader';
import { WorkspaceHeaderSkeleton } from './WorkspaceHeaderSkeleton';
import { WorkspaceTabBar } from './WorkspaceTabBar';
import { selectWorkspace, selectWorkspaceFailure, selectWorkspaceView } from './workspaceDetailSelectors';
import '../../styles/pageSections.css';
import '../../styles/permissionBadge.css';
import './WorkspacePage.css';

type WorkspacePageProps = {
  workspaceId: string;
  tab: WorkspaceTab;
  /** Under the report tab, which of its tabs shows. */
  reportTab: WorkspaceReportTab;
};

/** SPEC 2 "Workspace detail": the header, the tab bar (report and settings) and the current tab; the report has tabs of its own. */
export function WorkspacePage({ workspaceId, tab, reportTab }: WorkspacePageProps) {
  const { t } = useTranslation('workspace');
  const detailRef = useWorkspaceDetailActor(workspaceId);
  const view = useSelector(detailRef, selectWorkspaceView);
  const workspace = useSelector(detailRef, selectWorkspace);
  const failure = useSelector(detailRef, selectWorkspaceFailure);
  usePageTitle(workspace ? `${workspace.name} - ${t(`workspace.tabs.${tab}`)}` : t('workspace.pageTitle'));

  if (view === 'loading') return <WorkspaceHeaderSkeleton />;
  if (view === 'missing') return null;
  if (view === 'failed') {
    return (
      <LoadFailure message={t('workspace.loadFailed')} failure={failure} onRetry={() => detailRef.send({ type: 'workspace.retry' })} boxedMessage />
    );
  }
  return (
    <div className="workspace-page">
      <WorkspaceHeader detailRef={detailRef} />
      <WorkspaceTabBar detailRef={detailRef} current={tab} />
      <section className="workspace-page__tab" aria-label={t(`workspace.tabs.${tab}`)}>
        {tab === 'report' ? <WorkspaceReportArea detailRef={detailRef} tab={reportTab} /> : <WorkspaceSettingsTab detailRef={detailRef} />}
      </section>
    </div>
  );
}
