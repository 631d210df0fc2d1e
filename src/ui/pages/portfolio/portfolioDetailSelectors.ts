import type { SnapshotFrom } from 'xstate';
import type { PortfolioAction } from '../../../api/schemas/portfolioPermission.schema';
import type { portfolioDetailMachine } from '../../../machines/portfolioDetail.machine';
import type { PortfolioTab } from '../../routes';
import { PORTFOLIO_TABS } from './portfolioTabs';

type DetailSnapshot = SnapshotFrom<typeof portfolioDetailMachine>;

/** What the page shows: a skeleton, the failure with Retry, the portfolio, or nothing while leaving for not-found. */
export type DetailView = 'loading' | 'failed' | 'missing' | 'loaded';

export function selectDetailView(snapshot: DetailSnapshot): DetailView {
  if (snapshot.hasTag('busy')) return 'loading';
  if (snapshot.hasTag('error')) return 'failed';
  return snapshot.matches('missing') ? 'missing' : 'loaded';
}

export const selectPortfolio = (snapshot: DetailSnapshot) => snapshot.context.portfolio;
export const selectDetailFailure = (snapshot: DetailSnapshot) => snapshot.context.failure;

/**
 * The client's mirror of SPEC 6 for display only: the server lists what the signed-in member may
 * do from the same rule table (portfolioPermission.schema.ts) and checks it again on every call.
 */
export const selectMay = (action: PortfolioAction) => (snapshot: DetailSnapshot) =>
  snapshot.context.portfolio?.allowed_actions.includes(action) ?? false;

/**
 * SPEC 6: a tab that needs a feature ('papa' for work plans, 'wpfac' for the model) is licensed
 * only when the portfolio has it; the other tabs always are. False until the portfolio is loaded.
 */
export const selectTabLicensed = (tab: PortfolioTab) => (snapshot: DetailSnapshot) => {
  const feature = PORTFOLIO_TABS.find((definition) => definition.tab === tab)?.feature;
  return !feature || (snapshot.context.portfolio?.features.includes(feature) ?? false);
};
