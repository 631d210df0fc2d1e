import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { selectTabLicensed } from '../portfolioDetailSelectors';
import type { PortfolioDetailRef } from '../usePortfolioDetailActor';

type WorkPlanFeatureTabProps = {
  detailRef: PortfolioDetailRef;
  tab: 'work-plans' | 'model';
};

/**
 * Work plans and models (SPEC 6): without the Work Planner on the portfolio's subscription the
 * user is told to contact sales; with it, the tab says how its first items come to exist.
 */
export function WorkPlanFeatureTab({ detailRef, tab }: WorkPlanFeatureTabProps) {
  const { t } = useTranslation();
  const licensed = useSelector(detailRef, selectTabLicensed(tab));
  const key = tab === 'model' ? 'model' : 'workPlans';
  if (!licensed) {
    return <EmptyState icon="pi-lock" title={t('portfolio.workPlanner.unlicensedTitle')} text={t('portfolio.workPlanner.unlicensedText')} />;
  }
  return (
    <EmptyState
      icon={tab === 'model' ? 'pi-sitemap' : 'pi-calendar'}
      title={t(`portfolio.${key}.emptyTitle`)}
      text={t(`portfolio.${key}.emptyText`)}
    />
  );
}
