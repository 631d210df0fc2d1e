import { useTranslation } from 'react-i18next';
import { HorizonLogo } from '../components/HorizonLogo';
import { routes } from '../routes';
import { NavItem } from './NavItem';
import { UserMenu } from './UserMenu';
import './SideBar.css';

/** The primary navigation (SPEC 2 "Side navigation"), 240 px wide. */
export function SideBar() {
  const { t } = useTranslation();
  return (
    <aside className="side-bar">
      <div className="side-bar__brand">
        <HorizonLogo size={34} />
        <span className="side-bar__product">{t('common.productName')}</span>
      </div>
      <nav className="side-bar__nav" aria-label={t('nav.mainNavigation')}>
        <ul className="side-bar__list">
          <NavItem href={routes.portfolios} icon="pi-briefcase" label={t('nav.allPortfolios')} activeOn={[routes.home, routes.portfolios]} />
        </ul>
      </nav>
      <div className="side-bar__footer">
        <UserMenu />
      </div>
    </aside>
  );
}
