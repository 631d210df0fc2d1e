import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { WorkPlanDetail } from '../../../api/schemas/workPlan.schema';
import { useFormat } from '../../format/useFormat';
import { routes } from '../../routes';
import '../../components/PageCrumbs.css';
import '../../components/DetailHeader.css';

/**
 * The top of the work plan page: the way back to its portfolio's Work Plans tab, the name, the
 * description, the portfolio, the planning years and the last update.
 */
export function WorkPlanHeader({ workPlan }: { workPlan: WorkPlanDetail }) {
  const { t } = useTranslation('workPlans');
  const format = useFormat();
  const { name, description, portfolio_id: portfolioId, portfolio_name: portfolioName, time_frame: timeFrame } = workPlan;
  const firstYear = timeFrame.years[0]?.label;
  const lastYear = timeFrame.years.at(-1)?.label;
  return (
    <header className="work-plan-header">
      <nav className="page-crumbs" aria-label={t('page.breadcrumb')}>
        <Link href={routes.portfolios}>{t('portfolios.title')}</Link>
        <i className="pi pi-angle-right" aria-hidden="true" />
        <Link href={routes.portfolio(portfolioId, 'work-plans')}>{portfolioName}</Link>
        <i className="pi pi-angle-right" aria-hidden="true" />
        <span aria-current="page">{name}</span>
      </nav>
      <div className="detail-header__card">
        <span className="detail-header__icon" aria-hidden="true">
          <i className="pi pi-calendar" />
        </span>
        <div className="detail-header__text">
          <div className="detail-header__title-row">
            <h1 className="detail-header__name">{name}</h1>
          </div>
          <p className={`detail-header__description${description ? '' : ' detail-header__description--empty'}`}>
            {description || t('portfolios.noDescription')}
          </p>
          <p className="work-plan-header__portfolio">
            <i className="pi pi-briefcase" aria-hidden="true" />
            <span>{t('page.inPortfolio', { name: portfolioName })}</span>
          </p>
        </div>
        <dl className="detail-header__facts">
          <div>
            <dt>{t('page.planningYears')}</dt>
            <dd data-testid="work-plan-years">
              {firstYear && lastYear ? (firstYear === lastYear ? firstYear : t('page.yearRange', { first: firstYear, last: lastYear })) : '–'}
            </dd>
          </div>
          <div>
            <dt>{t('page.updated')}</dt>
            <dd>{format.date(workPlan.updated_at)}</dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
