import { useSelector } from '@xstate/react';
import { Avatar } from 'primereact/avatar';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { initials } from '../../components/initials';
import { routes } from '../../routes';
import { PortfolioLogo } from './PortfolioLogo';
import { selectPortfolio } from './portfolioDetailSelectors';
import type { PortfolioDetailRef } from './usePortfolioDetailActor';
import { PlanTag } from '../../components/PlanTag';
import '../../components/PageCrumbs.css';
import '../../components/DetailHeader.css';

/** The top of the portfolio page: logo, name, plan, description, owner and the share icon (SPEC 2). */
export function PortfolioHeader({ detailRef }: { detailRef: PortfolioDetailRef }) {
  const { t } = useTranslation('portfolio');
  const portfolio = useSelector(detailRef, selectPortfolio);
  if (!portfolio) return null;
  const { id, name, description, logo_url: logoUrl, plan, owner, permission } = portfolio;
  const ownerName = `${owner.first_name} ${owner.last_name}`.trim() || owner.email;
  return (
    <header className="portfolio-header">
      <nav className="page-crumbs" aria-label={t('portfolio.breadcrumb')}>
        <Link href={routes.portfolios}>{t('portfolios.title')}</Link>
        <i className="pi pi-angle-right" aria-hidden="true" />
        <span aria-current="page">{name}</span>
      </nav>
      <div className="portfolio-header__card">
        <PortfolioLogo name={name} logoUrl={logoUrl} size="lg" />
        <div className="detail-header__text">
          <div className="detail-header__title-row">
            <h1 className="portfolio-header__name">{name}</h1>
            <PlanTag plan={plan} />
            <span className={`permission-badge permission-badge--${permission.toLowerCase()}`}>
              {t('portfolios.yourPermission', { permission: t(`portfolios.permission.${permission}`) })}
            </span>
          </div>
          <p className={`detail-header__description${description ? '' : ' detail-header__description--empty'}`}>
            {description || t('portfolios.noDescription')}
          </p>
        </div>
        <div className="portfolio-header__side">
          <div className="portfolio-header__owner">
            <Avatar label={initials(owner.first_name, owner.last_name, owner.email)} shape="circle" className="portfolio-header__avatar" />
            <div className="portfolio-header__owner-text">
              <span className="portfolio-header__owner-label">{t('portfolios.owner')}</span>
              <span className="portfolio-header__owner-name">{ownerName}</span>
              <span className="portfolio-header__owner-email">{owner.email}</span>
            </div>
          </div>
          {portfolio.can_invite ? (
            <Link href={routes.portfolioMembers(id)} className="portfolio-header__share" title={t('portfolio.shareHint')}>
              <i className="pi pi-share-alt" aria-hidden="true" />
              <span>{t('portfolios.share')}</span>
            </Link>
          ) : null}
        </div>
      </div>
    </header>
  );
}
