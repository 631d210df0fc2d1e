import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { TabLinks } from '../../components/TabLinks';
import { routes, type PortfolioTab } from '../../routes';
import { selectPortfolio } from './portfolioDetailSelectors';
import { visibleTabs } from './portfolioTabs';
import type { PortfolioDetailRef } from './usePortfolioDetailActor';

type PortfolioTabBarProps = {
  detailRef: PortfolioDetailRef;
  current: PortfolioTab;
};

/** The portfolio's tabs, with counts where the page knows them. */
export function PortfolioTabBar({ detailRef, current }: PortfolioTabBarProps) {
  const { t } = useTranslation('portfolio');
  const portfolio = useSelector(detailRef, selectPortfolio);
  if (!portfolio) return null;
  const counts: Partial<Record<PortfolioTab, number>> = {
    workspaces: portfolio.workspace_count,
    members: portfolio.member_count + portfolio.pending_invitation_count,
    resources: portfolio.attachment_count,
  };
  const tabs = visibleTabs(portfolio.features).map(({ tab, icon }) => ({
    id: tab,
    href: routes.portfolio(portfolio.id, tab),
    label: t(`portfolio.tabs.${tab}`),
    icon,
    count: counts[tab],
  }));
  return <TabLinks label={t('portfolio.tabsLabel')} tabs={tabs} current={current} />;
}
