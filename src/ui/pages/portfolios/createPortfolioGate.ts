import type { Subscription } from '../../../api/schemas/subscription.schema';
import { createPortfolioRefusal, type CreatePortfolioRefusal } from '../../../api/rules/createPortfolioRule';

/**
 * Why Create Portfolio is unavailable, or null when it is available; `pending` while the
 * subscription is still loading. The rule is the server's own; here it only decides what to show.
 */
export type CreatePortfolioBlock = 'pending' | CreatePortfolioRefusal | null;

export function createPortfolioBlock(loading: boolean, subscription: Subscription | null): CreatePortfolioBlock {
  if (loading) return 'pending';
  return createPortfolioRefusal(subscription && { status: subscription.status, freeSlots: subscription.portfolio_available });
}
