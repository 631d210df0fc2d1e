import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityCardSkeleton } from '../../components/EntityCardSkeleton';
import { LoadFailure } from '../../components/LoadFailure';
import { Skeleton } from 'primereact/skeleton';
import { WorkPlanCard } from './WorkPlanCard';
import { selectFailure, selectListBody, selectSpansPortfolios, selectWorkPlans } from './workPlanListSelectors';
import type { WorkPlanListRef } from './useWorkPlanListActor';
import './WorkPlanList.css';

const SKELETON_CARDS = 8;

type WorkPlanListBodyProps = {
  listRef: WorkPlanListRef;
  /** What stands in for the cards when there are no plans; it depends on where the list is. */
  empty: ReactNode;
  /** Inside a tab the failure is tighter. */
  inTab?: boolean;
};

/** The cards, or what stands in for them: skeletons, the empty state, or the failure with Retry. */
export function WorkPlanListBody({ listRef, empty, inTab = false }: WorkPlanListBodyProps) {
  const { t } = useTranslation('workPlans');
  const body = useSelector(listRef, selectListBody);
  const workPlans = useSelector(listRef, selectWorkPlans);
  const failure = useSelector(listRef, selectFailure);
  const showPortfolio = useSelector(listRef, selectSpansPortfolios);

  if (body === 'failure') {
    return <LoadFailure message={t('list.loadFailed')} failure={failure} onRetry={() => listRef.send({ type: 'load.retry' })} inTab={inTab} />;
  }
  if (body === 'empty') return empty;
  return (
    <div className="work-plan-grid" aria-busy={body === 'loading'}>
      {body === 'loading'
        ? Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <EntityCardSkeleton key={index} kind="work-plan-card" badgeSize="40px" footerEnd={<Skeleton width="96px" height="1rem" />} />
          ))
        : workPlans.map((workPlan) => <WorkPlanCard key={workPlan.id} workPlan={workPlan} showPortfolio={showPortfolio} />)}
    </div>
  );
}
