import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { usePageTitle } from '../../app/usePageTitle';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { routes } from '../../routes';
import { useWorkPlanListActor } from './useWorkPlanListActor';
import { WorkPlanListBody } from './WorkPlanListBody';
import { selectTotalCount } from './workPlanListSelectors';
import { WorkPlanPaginator } from './WorkPlanPaginator';
import './WorkPlanList.css';

/** /work-plans (SPEC 2 "Work plan list"): every work plan of the user's licensed portfolios, paged. */
export function WorkPlanListPage() {
  const { t } = useTranslation('workPlans');
  usePageTitle(t('list.title'));
  const [, navigate] = useLocation();
  const listRef = useWorkPlanListActor();
  const total = useSelector(listRef, selectTotalCount);
  const empty = (
    <EmptyState
      icon="pi-calendar"
      title={t('list.emptyTitle')}
      text={t('list.emptyText')}
      actionLabel={t('nav.allPortfolios')}
      actionIcon="pi pi-th-large"
      onAction={() => navigate(routes.portfolios)}
    />
  );
  return (
    <div className="work-plan-list">
      <PageHeader
        title={t('list.title')}
        badge={total === null ? null : <span className="work-plan-count">{t('list.count', { count: total })}</span>}
        subtitle={t('list.subtitle')}
      />
      <WorkPlanListBody listRef={listRef} empty={empty} />
      <WorkPlanPaginator listRef={listRef} />
    </div>
  );
}
