import type { PortfolioTab } from '../../routes';

type TabDefinition = {
  tab: PortfolioTab;
  icon: string;
  /** SPEC 6: the work-plan tabs need their feature on the portfolio's subscription. */
  feature?: 'papa' | 'wpfac';
};

/** SPEC 2: the portfolio's tabs in the order the tab bar shows them. */
export const PORTFOLIO_TABS: readonly TabDefinition[] = [
  { tab: 'workspaces', icon: 'pi-th-large' },
  { tab: 'work-plans', icon: 'pi-calendar', feature: 'papa' },
  { tab: 'model', icon: 'pi-sitemap', feature: 'wpfac' },
  { tab: 'reports', icon: 'pi-chart-bar' },
  { tab: 'resources', icon: 'pi-link' },
  { tab: 'members', icon: 'pi-users' },
  { tab: 'activities', icon: 'pi-history' },
  { tab: 'settings', icon: 'pi-cog' },
];

export function isPortfolioTab(value: string): value is PortfolioTab {
  return PORTFOLIO_TABS.some(({ tab }) => tab === value);
}

/** The tabs a portfolio with these features shows. */
export function visibleTabs(features: readonly string[]): readonly TabDefinition[] {
  return PORTFOLIO_TABS.filter(({ feature }) => !feature || features.includes(feature));
}
