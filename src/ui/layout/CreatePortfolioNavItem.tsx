import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useSubscriptionRef } from '../app/session/useSessionChildren';
import { selectCreatePortfolioBlock } from '../pages/portfolios/portfolioListSelectors';
import { routes } from '../routes';
import { NavItem } from './NavItem';

type CreatePortfolioNavItemProps = {
  collapsed: boolean;
  onFollow: () => void;
};

/**
 * Create Portfolio opens the list's create dialog; like the list's own button it is available only
 * with a valid subscription that has free slots (SPEC 6), and otherwise says why.
 */
export function CreatePortfolioNavItem({ collapsed, onFollow }: CreatePortfolioNavItemProps) {
  const { t } = useTranslation();
  const block = useSelector(useSubscriptionRef(), selectCreatePortfolioBlock);
  const label = t('sideNav.createPortfolio');
  if (block === null) return <NavItem href={routes.createPortfolio} icon="pi-plus-circle" label={label} collapsed={collapsed} onFollow={onFollow} />;
  const reason = block === 'pending' ? undefined : t(`portfolios.createUnavailable.${block}`);
  return (
    <li>
      <span
        className="side-bar__item side-bar__item--disabled"
        role="link"
        aria-disabled="true"
        aria-describedby={reason ? 'create-portfolio-nav-reason' : undefined}
        data-tooltip={reason ?? (collapsed ? label : undefined)}
      >
        <i className="pi pi-plus-circle" aria-hidden="true" />
        <span className="side-bar__label">{label}</span>
      </span>
      {reason ? (
        <span id="create-portfolio-nav-reason" className="visually-hidden">
          {reason}
        </span>
      ) : null}
    </li>
  );
}
