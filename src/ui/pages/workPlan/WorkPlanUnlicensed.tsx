import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { usePageTitle } from '../../app/usePageTitle';
import { EmptyState } from '../../components/EmptyState';
import { routes } from '../../routes';

/**
 * SPEC 6: a plan whose portfolio lacks the Work Planner says so and points to sales. The product
 * has no sales address configured, so the text names whom to contact and the way out is the
 * portfolio list.
 */
export function WorkPlanUnlicensed() {
  const { t } = useTranslation(['workPlans', 'portfolio']);
  const [, navigate] = useLocation();
  usePageTitle(t('page.pageTitle'));
  return (
    <div className="work-plan-page work-plan-page--message">
      <EmptyState
        icon="pi-lock"
        title={t('portfolio:portfolio.workPlanner.unlicensedTitle')}
        text={t('errors.workPlannerNotLicensed')}
        actionLabel={t('nav.allPortfolios')}
        actionIcon="pi pi-th-large"
        onAction={() => navigate(routes.portfolios)}
      />
    </div>
  );
}
