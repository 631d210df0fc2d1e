import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { usePageTitle } from '../../app/usePageTitle';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { routes } from '../../routes';
import type { WorkspaceCollection } from '../../../machines/workspaceList.machine';
import { useWorkspaceListActor } from './useWorkspaceListActor';
import { WorkspaceListBody } from './WorkspaceListBody';
import { selectTotalCount } from './workspaceListSelectors';
import { WorkspacePaginator } from './WorkspacePaginator';
import { WorkspaceSearch } from './WorkspaceSearch';
import './WorkspaceList.css';
import './WorkspaceListPage.css';

const EVERY_PORTFOLIO: WorkspaceCollection = { kind: 'all' };

/** /workspaces (SPEC 2 "Workspace list"): every workspace of the user's portfolios, searchable and paged. */
export function WorkspaceListPage() {
  const { t } = useTranslation('portfolio');
  usePageTitle(t('workspaces.pageTitle'));
  const [, navigate] = useLocation();
  const listRef = useWorkspaceListActor(EVERY_PORTFOLIO);
  const total = useSelector(listRef, selectTotalCount);
  const empty = (
    <EmptyState
      icon="pi-folder-open"
      title={t('workspaces.empty.title')}
      text={t('workspaces.empty.everyPortfolio')}
      actionLabel={t('nav.allPortfolios')}
      actionIcon="pi pi-th-large"
      onAction={() => navigate(routes.portfolios)}
    />
  );
  return (
    <div className="workspace-list">
      <PageHeader
        title={t('workspaces.title')}
        badge={total === null ? null : <span className="workspace-count">{t('workspaces.count', { count: total })}</span>}
        subtitle={t('workspaces.subtitle')}
      />
      <div className="workspace-list__toolbar">
        <WorkspaceSearch listRef={listRef} />
      </div>
      <WorkspaceListBody listRef={listRef} empty={empty} />
      <WorkspacePaginator listRef={listRef} />
    </div>
  );
}
