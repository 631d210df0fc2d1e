import type { SnapshotFrom } from 'xstate';
import type { PortfolioSummary } from '../../../api/schemas/portfolio.schema';
import type { portfolioListMachine } from '../../../machines/portfolioList.machine';
import type { subscriptionMachine } from '../../../machines/subscription.machine';
import { createPortfolioBlock } from './createPortfolioGate';

type ListSnapshot = SnapshotFrom<typeof portfolioListMachine>;
type SubscriptionSnapshot = SnapshotFrom<typeof subscriptionMachine> | undefined;

/** Which of its four faces the list body shows. */
export type ListBody = 'loading' | 'failure' | 'empty' | 'noMatch' | 'cards';

export function selectListBody(snapshot: ListSnapshot): ListBody {
  const { result, query } = snapshot.context;
  if (snapshot.hasTag('error')) return 'failure';
  if (snapshot.hasTag('busy') || !result) return 'loading';
  if (result.total_count > 0) return 'cards';
  return query.filter ? 'noMatch' : 'empty';
}

const NO_PORTFOLIOS: PortfolioSummary[] = [];

export const selectPortfolios = (snapshot: ListSnapshot) => snapshot.context.result?.contents ?? NO_PORTFOLIOS;
export const selectTotalCount = (snapshot: ListSnapshot) => snapshot.context.result?.total_count ?? null;
export const selectAppliedFilter = (snapshot: ListSnapshot) => snapshot.context.query.filter;
export const selectSearchText = (snapshot: ListSnapshot) => snapshot.context.searchText;
export const selectSort = (snapshot: ListSnapshot) => snapshot.context.query.sort;
export const selectPage = (snapshot: ListSnapshot) => snapshot.context.query.page;
export const selectPageSize = (snapshot: ListSnapshot) => snapshot.context.query.page_size;
export const selectFailure = (snapshot: ListSnapshot) => snapshot.context.failure;

export const selectCreatePortfolioBlock = (snapshot: SubscriptionSnapshot) =>
  createPortfolioBlock(!snapshot || snapshot.hasTag('busy'), snapshot?.context.subscription ?? null);
