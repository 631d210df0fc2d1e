import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { EmptyState } from '../../components/EmptyState';
import { EntityCardSkeleton } from '../../components/EntityCardSkeleton';
import { LoadFailure } from '../../components/LoadFailure';
import { SimulationCard } from './SimulationCard';
import { selectFailure, selectListBody, selectSimulations } from './simulationListSelectors';
import type { SimulationListRef } from './useSimulationListActor';

const SKELETON_CARDS = 8;

/** The cards, or what stands in for them: skeletons, the empty state, no match, or the failure with Retry. */
export function SimulationListBody({ listRef, empty }: { listRef: SimulationListRef; empty: ReactNode }) {
  const { t } = useTranslation('simulations');
  const body = useSelector(listRef, selectListBody);
  const simulations = useSelector(listRef, selectSimulations);
  const failure = useSelector(listRef, selectFailure);

  if (body === 'failure') {
    return <LoadFailure message={t('list.loadFailed')} failure={failure} onRetry={() => listRef.send({ type: 'load.retry' })} />;
  }
  if (body === 'empty') return empty;
  if (body === 'noMatch') {
    return (
      <EmptyState
        icon="pi-search"
        title={t('list.noMatch')}
        text={t('list.noMatchHint')}
        actionLabel={t('list.clearFilters')}
        actionIcon="pi pi-times"
        onAction={() => listRef.send({ type: 'filters.clear' })}
      />
    );
  }
  return (
    <div className="simulation-grid" aria-busy={body === 'loading'}>
      {body === 'loading'
        ? Array.from({ length: SKELETON_CARDS }, (_, index) => <EntityCardSkeleton key={index} kind="simulation-card" badgeSize="40px" footerEnd={<Skeleton width="96px" height="1rem" />} />)
        : simulations.map((simulation) => <SimulationCard key={simulation.id} simulation={simulation} />)}
    </div>
  );
}
