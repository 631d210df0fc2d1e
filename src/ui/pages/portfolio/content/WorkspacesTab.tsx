import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { lazyComponent } from '../../../components/lazyComponent';
import { WhenOpened } from '../../../components/WhenOpened';
import { selectDialogOpen } from '../../workspaces/createWorkspaceSelectors';
import { useCreateWorkspaceActor } from '../../workspaces/useCreateWorkspaceActor';
import { useWorkspaceListActor } from '../../workspaces/useWorkspaceListActor';
import { WorkspaceListBody } from '../../workspaces/WorkspaceListBody';
import { selectWorkspaces } from '../../workspaces/workspaceListSelectors';
import { WorkspacePaginator } from '../../workspaces/WorkspacePaginator';
import { WorkspaceSearch } from '../../workspaces/WorkspaceSearch';
import { selectMay, selectPortfolio } from '../portfolioDetailSelectors';
import type { PortfolioDetailRef } from '../usePortfolioDetailActor';
import '../../workspaces/WorkspaceList.css';
import './WorkspacesTab.css';

const CreateWorkspaceDialog = lazyComponent(() => import('../../workspaces/CreateWorkspaceDialog'), 'CreateWorkspaceDialog');

/**
 * The portfolio's workspaces (issue 13 "Pages"): cards to search and page through, and Create
 * Workspace for the members who may write (SPEC 6); a Viewer is told who can.
 */
export function WorkspacesTab({ detailRef }: { detailRef: PortfolioDetailRef }) {
  const { t } = useTranslation('portfolio');
  const portfolioId = useSelector(detailRef, (snapshot) => selectPortfolio(snapshot)?.id ?? '');
  const mayWrite = useSelector(detailRef, selectMay('workspaces.write'));
  // The portfolio's own count, whatever the search: the list's total is of the matches.
  const count = useSelector(detailRef, (snapshot) => selectPortfolio(snapshot)?.workspace_count ?? 0);
  const listRef = useWorkspaceListActor({ kind: 'portfolio', portfolioId });
  // The new workspace changes the list and the tab bar's count; the dialog then opens the workspace.
  const createRef = useCreateWorkspaceActor(portfolioId, () => {
    listRef.send({ type: 'list.refresh' });
    detailRef.send({ type: 'portfolio.refresh' });
  });
  const workspaces = useSelector(listRef, selectWorkspaces);
  const createOpen = useSelector(createRef, selectDialogOpen);
  const create = () => createRef.send({ type: 'dialog.open' });

  const empty = (
    <EmptyState
      icon="pi-folder-open"
      title={t('workspaces.empty.title')}
      text={mayWrite ? t('workspaces.empty.portfolio') : t('workspaces.empty.portfolioReadOnly')}
      actionLabel={mayWrite ? t('workspaces.create.open') : undefined}
      actionIcon="pi pi-plus"
      onAction={create}
    />
  );
  return (
    <div className="workspaces-tab">
      <div className="tab-toolbar">
        <div className="tab-toolbar__text">
          <h2 className="tab-toolbar__title">{t('workspaces.tabTitle')}</h2>
          <p className="tab-toolbar__subtitle">{count > 0 ? t('workspaces.tabSummary', { count }) : t('workspaces.tabSubtitle')}</p>
        </div>
        {mayWrite ? <Button label={t('workspaces.create.open')} icon="pi pi-plus" onClick={create} /> : null}
        {/* Without workspaces the empty state says who creates them. */}
        {!mayWrite && count > 0 ? (
          <p className="workspaces-tab__read-only">
            <i className="pi pi-info-circle" aria-hidden="true" />
            {t('workspaces.create.readOnly')}
          </p>
        ) : null}
      </div>
      {count > 0 ? (
        <div className="workspaces-tab__search">
          <WorkspaceSearch listRef={listRef} />
        </div>
      ) : null}
      <WorkspaceListBody listRef={listRef} empty={empty} inTab />
      <WorkspacePaginator listRef={listRef} />
      <WhenOpened open={createOpen}>
        <CreateWorkspaceDialog createRef={createRef} existing={workspaces} />
      </WhenOpened>
    </div>
  );
}
