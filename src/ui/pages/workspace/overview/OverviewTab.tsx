import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { EmptyState } from '../../../components/EmptyState';
import { routes } from '../../../routes';
import { selectMay, selectSimulationCount } from '../workspaceDetailSelectors';
import type { WorkspaceDetailRef } from '../useWorkspaceDetailActor';

/**
 * The report tab's overview (SPEC 2): the workspace's simulations. They are published into it from
 * the desktop modelling app, which Editors and Admins use (SPEC 6); until one is, the tab says so,
 * and a Viewer learns whom to ask.
 */
export function OverviewTab({ detailRef }: { detailRef: WorkspaceDetailRef }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const count = useSelector(detailRef, selectSimulationCount);
  const mayPublish = useSelector(detailRef, selectMay('workspaces.write'));
  return (
    <div className="workspace-overview">
      <div className="tab-toolbar">
        <div>
          <h2 className="tab-toolbar__title">{t('workspace.overview.title')}</h2>
          <p className="tab-toolbar__subtitle">{t('workspace.overview.count', { count })}</p>
        </div>
      </div>
      {count === 0 ? (
        mayPublish ? (
          <EmptyState
            icon="pi-send"
            title={t('workspace.overview.emptyTitle')}
            text={t('workspace.overview.emptyText')}
            actionLabel={t('workspace.overview.getDesktopApp')}
            actionIcon="pi pi-download"
            onAction={() => navigate(routes.downloads)}
          />
        ) : (
          <EmptyState icon="pi-send" title={t('workspace.overview.emptyTitle')} text={t('workspace.overview.emptyTextViewer')} />
        )
      ) : null}
    </div>
  );
}
