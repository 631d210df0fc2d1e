import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { WorkPlanSummary } from '../../../api/schemas/workPlan.schema';
import { nameInitials } from '../../components/initials';
import { useFormat } from '../../format/useFormat';
import { routes } from '../../routes';
import { WorkPlanCardMenu } from './WorkPlanCardMenu';
import '../../styles/entityCard.css';
import './WorkPlanCard.css';

type WorkPlanCardProps = {
  workPlan: WorkPlanSummary;
  /** Where the list spans portfolios, the card says which one the plan belongs to. */
  showPortfolio: boolean;
};

/** One work plan of a list: name, portfolio, description, projects and last update; the card opens its insights, its menu the other tabs. */
export function WorkPlanCard({ workPlan, showPortfolio }: WorkPlanCardProps) {
  const { t } = useTranslation('workPlans');
  const format = useFormat();
  const { id, name, description, portfolio_name: portfolioName, project_count: projectCount, updated_at: updatedAt } = workPlan;
  return (
    <article className="entity-card work-plan-card" data-testid="work-plan-card">
      <div className="entity-card__top">
        <span className="entity-card__badge" aria-hidden="true">
          {nameInitials(name)}
        </span>
        <WorkPlanCardMenu workPlanId={id} name={name} />
      </div>
      {showPortfolio ? (
        <p className="work-plan-card__portfolio" title={t('card.inPortfolio', { name: portfolioName })}>
          <i className="pi pi-briefcase" aria-hidden="true" />
          <span>{portfolioName}</span>
        </p>
      ) : null}
      <h3 className="entity-card__name" title={name}>
        <Link href={routes.workPlan(id, 'insights')} className="entity-card__link">
          {name}
        </Link>
      </h3>
      <p className={`entity-card__description${description ? '' : ' entity-card__description--empty'}`} title={description || undefined}>
        {description || t('portfolios.noDescription')}
      </p>
      <div className="entity-card__footer">
        <span className="entity-card__count">
          <i className="pi pi-folder" aria-hidden="true" />
          {t('card.projects', { count: projectCount })}
        </span>
        <span className="work-plan-card__updated" title={format.dateTime(updatedAt)}>
          <i className="pi pi-clock" aria-hidden="true" />
          {t('portfolios.updatedOn', { date: format.date(updatedAt) })}
        </span>
      </div>
    </article>
  );
}
