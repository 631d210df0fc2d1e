import { VALID_SUBSCRIPTION_STATUSES, type Subscription } from '../../../api/schemas/subscription.schema';

/**
 * Why Create Portfolio is unavailable, or null when it is available (SPEC 6: an active, valid
 * subscription with free slots). `pending` while the subscription is still loading.
 */
export type CreatePortfolioBlock = 'pending' | 'none' | 'invalid' | 'noSlots' | null;

export function createPortfolioBlock(loading: boolean, subscription: Subscription | null): CreatePortfolioBlock {
  if (loading) return 'pending';
  if (!subscription) return 'none';
  if (!VALID_SUBSCRIPTION_STATUSES.includes(subscription.status)) return 'invalid';
  if (subscription.portfolio_available <= 0) return 'noSlots';
  return null;
}
