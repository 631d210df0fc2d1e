import { useSelector } from '@xstate/react';
import { Skeleton } from 'primereact/skeleton';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { lazyComponent } from '../../../components/lazyComponent';
import { selectTabLicensed } from '../portfolioDetailSelectors';
import type { PortfolioDetailRef } from '../usePortfolioDetailActor';

// The Work Planner's code and texts load only when a licensed portfolio's tab first shows them.
const WorkPlansTab = lazyComponent(() => import('./WorkPlansTab'), 'WorkPlansTab');

type WorkPlanFeatureTabProps = {
  detailRef: PortfolioDetailRef;
  tab: 'work-plans' | 'model';
};

/**
 * Work plans and models (SPEC 6): without the Work Planner on the portfolio's subscription the
 * user is told to contact sales; with it, the Work Plans tab lists the plans and the model tab
 * says how its first items come to exist.
 */
export function WorkPlanFeatureTab({ detailRef, tab }: WorkPlanFeatureTabProps) {
  const { t } = useTranslation('portfolio');
  const licensed = useSelector(detailRef, selectTabLicensed(tab));
  if (!licensed) {
    return <EmptyState icon="pi-lock" title={t('portfolio.workPlanner.unlicensedTitle')} text={t('portfolio.workPlanner.unlicensedText')} />;
  }
  if (tab === 'work-plans') {
    return (
      <Suspense fallback={<Skeleton height="12rem" borderRadius="14px" />}>
        <WorkPlansTab detailRef={detailRef} />
      </Suspense>
    );
  }
  return <EmptyState icon="pi-sitemap" title={t('portfolio.model.emptyTitle')} text={t('portfolio.model.emptyText')} />;
}
