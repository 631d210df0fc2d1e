import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { LoadFailure } from '../../components/LoadFailure';
import type { WorkspaceTab } from '../../routes';
import { OverviewTab } from './overview/OverviewTab';
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
};

/** SPEC 2 "Workspace detail": the header, the tab bar (report and settings) and the current tab. */
export function WorkspacePage({ workspaceId, tab }: WorkspacePageProps) {
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
        {tab === 'report' ? <OverviewTab detailRef={detailRef} /> : <WorkspaceSettingsTab detailRef={detailRef} />}
      </section>
    </div>
  );
}
