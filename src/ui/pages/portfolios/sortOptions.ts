import type { PortfolioSort } from '../../../api/schemas/portfolio.schema';

/** The sorts the list offers, in the order the dropdown shows them. */
export const PORTFOLIO_SORT_OPTIONS: ReadonlyArray<{ value: PortfolioSort; labelKey: string }> = [
  { value: 'name', labelKey: 'portfolios.sort.nameAsc' },
  { value: '-name', labelKey: 'portfolios.sort.nameDesc' },
  { value: '-created_at', labelKey: 'portfolios.sort.newest' },
  { value: 'created_at', labelKey: 'portfolios.sort.oldest' },
  { value: '-updated_at', labelKey: 'portfolios.sort.recentlyUpdated' },
  { value: '-workspace_count', labelKey: 'portfolios.sort.mostWorkspaces' },
];
