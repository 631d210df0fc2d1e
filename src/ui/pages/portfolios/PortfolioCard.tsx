import { Avatar } from 'primereact/avatar';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PortfolioSummary } from '../../../api/schemas/portfolio.schema';
import { initials, nameInitials } from '../../components/initials';
import { useFormat } from '../../format/useFormat';
import { routes } from '../../routes';
import { PlanTag } from '../../components/PlanTag';
import '../../styles/entityCard.css';
import './PortfolioCard.css';

type PortfolioCardProps = {
  portfolio: PortfolioSummary;
};

/** One portfolio of the list: name, plan, description, last update, owner, workspaces and the viewer's permission. */
export function PortfolioCard({ portfolio }: PortfolioCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { id, name, description, logo_url: logoUrl, owner, plan, permission, updated_at: updatedAt } = portfolio;
  const nameId = `portfolio-${id}-name`;
  const ownerName = `${owner.first_name} ${owner.last_name}`.trim();
  return (
    <article className="entity-card portfolio-card" data-testid="portfolio-card" aria-labelledby={nameId}>
      <div className="entity-card__top">
        <span className="entity-card__badge portfolio-card__logo" aria-hidden="true">
          {logoUrl ? <img src={logoUrl} alt="" /> : nameInitials(name)}
        </span>
        <PlanTag plan={plan} />
      </div>
      <h3 id={nameId} className="entity-card__name" title={name}>
        <Link href={routes.portfolio(id)} className="entity-card__link">
          {name}
        </Link>
      </h3>
      <p className={`entity-card__description${description ? '' : ' entity-card__description--empty'}`} title={description || undefined}>
        {description || t('portfolios.noDescription')}
      </p>
      <p className="portfolio-card__updated" title={format.dateTime(updatedAt)}>
        <i className="pi pi-clock" aria-hidden="true" />
        {t('portfolios.updatedOn', { date: format.date(updatedAt) })}
      </p>
      <div className="portfolio-card__owner" title={t('portfolios.owner')}>
        <Avatar label={initials(owner.first_name, owner.last_name, owner.email)} shape="circle" className="portfolio-card__owner-avatar" />
        <div className="portfolio-card__owner-text">
          <span className="portfolio-card__owner-name">{ownerName}</span>
          <span className="portfolio-card__owner-email">{owner.email}</span>
        </div>
      </div>
      <div className="entity-card__footer">
        <span className="entity-card__count">
          <i className="pi pi-folder" aria-hidden="true" />
          {t('portfolios.workspaces', { count: portfolio.workspace_count })}
        </span>
        <span className="portfolio-card__meta">
          <span
            className={`permission-badge permission-badge--${permission.toLowerCase()}`}
            title={t('portfolios.yourPermission', { permission: t(`portfolios.permission.${permission}`) })}
          >
            {t(`portfolios.permission.${permission}`)}
          </span>
          {portfolio.can_invite ? (
            <Link href={routes.portfolioMembers(id)} className="portfolio-card__share" aria-label={t('portfolios.share')} title={t('portfolios.share')}>
              <i className="pi pi-share-alt" aria-hidden="true" />
            </Link>
          ) : null}
        </span>
      </div>
    </article>
  );
}
