import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { HorizonLogo } from '../components/HorizonLogo';
import { routes } from '../routes';
import { CreatePortfolioNavItem } from './CreatePortfolioNavItem';
import { HelpMenu } from './help/HelpMenu';
import { InfoCentreNavItem } from './infoCentre/InfoCentreNavItem';
import { LiveChat } from './liveChat/LiveChat';
import { NavItem } from './NavItem';
import { RecentNavItems } from './RecentNavItems';
import { ServiceStatus } from './ServiceStatus';
import { selectCollapsed, type SideNavRef } from './sideNav/sideNavSelectors';
import { useNavTooltip } from './sideNav/useNavTooltip';
import { UserMenu } from './UserMenu';
import './SideBar.css';

const MY_ACCOUNT_PATHS = [routes.myAccount('profile'), routes.myAccount('subscription'), routes.myAccount('company-connection')];

/** The primary bar (SPEC 2 "Side navigation"): 240 px with labels, or 74 px with icons and tooltips. */
export function SideBar({ navRef }: { navRef: SideNavRef }) {
  const { t } = useTranslation();
  const collapsed = useSelector(navRef, selectCollapsed);
  const { tooltip, tooltipHandlers } = useNavTooltip();
  const dismiss = () => navRef.send({ type: 'nav.dismiss' });
  return (
    <aside className={`side-bar${collapsed ? ' side-bar--collapsed' : ''}`} {...tooltipHandlers}>
      <div className="side-bar__brand">
        <HorizonLogo size={34} />
        <span className="side-bar__product">{t('common.productName')}</span>
      </div>
      <nav className="side-bar__nav" aria-label={t('nav.mainNavigation')}>
        <ul className="side-bar__list">
          <NavItem
            href={routes.portfolios}
            icon="pi-th-large"
            label={t('nav.allPortfolios')}
            activeOn={[routes.home, routes.portfolios]}
            collapsed={collapsed}
            onFollow={dismiss}
          />
          <CreatePortfolioNavItem collapsed={collapsed} onFollow={dismiss} />
        </ul>
        <p className="side-bar__section" aria-hidden="true">
          <span className="side-bar__label">{t('sideNav.recentSection')}</span>
        </p>
        <RecentNavItems navRef={navRef} />
      </nav>
      <div className="side-bar__footer">
        <LiveChat collapsed={collapsed} />
        <ul className="side-bar__list">
          <HelpMenu navRef={navRef} />
          <InfoCentreNavItem navRef={navRef} />
          <NavItem
            href={routes.myAccount('profile')}
            icon="pi-cog"
            label={t('sideNav.profileAndSettings')}
            activeOn={MY_ACCOUNT_PATHS}
            collapsed={collapsed}
            onFollow={dismiss}
          />
          <li>
            <button
              type="button"
              className="side-bar__item side-bar__toggle"
              data-tooltip={collapsed ? t('sideNav.expand') : undefined}
              onClick={() => navRef.send({ type: 'nav.toggle' })}
            >
              <i className={`pi ${collapsed ? 'pi-angle-double-right' : 'pi-angle-double-left'}`} aria-hidden="true" />
              <span className="side-bar__label">{collapsed ? t('sideNav.expand') : t('sideNav.collapse')}</span>
            </button>
          </li>
        </ul>
        <UserMenu navRef={navRef} />
        <ServiceStatus collapsed={collapsed} />
      </div>
      {tooltip ? (
        <div className="side-bar__tooltip" style={{ top: tooltip.top, left: tooltip.left }} aria-hidden="true">
          {tooltip.text}
        </div>
      ) : null}
    </aside>
  );
}
