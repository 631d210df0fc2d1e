import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailure } from '../../components/LoadFailure';
import { WorkspaceCard } from './WorkspaceCard';
import { WorkspaceCardSkeleton } from './WorkspaceCardSkeleton';
import { selectAppliedSearch, selectFailure, selectListBody, selectSpansPortfolios, selectWorkspaces } from './workspaceListSelectors';
import type { WorkspaceListRef } from './useWorkspaceListActor';

const SKELETON_CARDS = 8;

type WorkspaceListBodyProps = {
  listRef: WorkspaceListRef;
  /** What stands in for the cards when there are no workspaces at all; it depends on where the list is. */
  empty: ReactNode;
  /** Inside a tab the failure is tighter. */
  inTab?: boolean;
};

/** The cards, or what stands in for them: skeletons, the empty state, no match, or the failure with Retry. */
export function WorkspaceListBody({ listRef, empty, inTab = false }: WorkspaceListBodyProps) {
  const { t } = useTranslation('portfolio');
  const body = useSelector(listRef, selectListBody);
  const workspaces = useSelector(listRef, selectWorkspaces);
  const search = useSelector(listRef, selectAppliedSearch);
  const failure = useSelector(listRef, selectFailure);
  const showPortfolio = useSelector(listRef, selectSpansPortfolios);

  if (body === 'failure') {
    return <LoadFailure message={t('workspaces.loadFailed')} failure={failure} onRetry={() => listRef.send({ type: 'load.retry' })} inTab={inTab} />;
  }
  if (body === 'empty') return empty;
  if (body === 'noMatch') {
    return (
      <EmptyState
        icon="pi-search"
        title={t('workspaces.empty.noMatch', { query: search })}
        text={t('workspaces.empty.noMatchHint')}
        actionLabel={t('portfolios.empty.clearSearch')}
        actionIcon="pi pi-times"
        onAction={() => listRef.send({ type: 'search.clear' })}
      />
    );
  }
  return (
    <div className="workspace-grid" aria-busy={body === 'loading'}>
      {body === 'loading'
        ? Array.from({ length: SKELETON_CARDS }, (_, index) => <WorkspaceCardSkeleton key={index} />)
        : workspaces.map((workspace) => <WorkspaceCard key={workspace.id} workspace={workspace} showPortfolio={showPortfolio} />)}
    </div>
  );
}
