import { VALID_SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../schemas/subscription.schema';

/** Why the caller may not create a portfolio: no subscription, an invalid one, or no free slot. */
export type CreatePortfolioRefusal = 'none' | 'invalid' | 'noSlots';

/** The caller's own subscription as far as the rule needs it; null when none is linked. */
export type SubscriptionSlots = { status: string; freeSlots: number } | null;

/**
 * SPEC 6: creating a portfolio needs the caller's own subscription, valid, with a free slot. The
 * server decides with this (under a lock on the subscription); the client only shows why not.
 */
export function createPortfolioRefusal(subscription: SubscriptionSlots): CreatePortfolioRefusal | null {
  if (!subscription) return 'none';
  if (!VALID_SUBSCRIPTION_STATUSES.includes(subscription.status as SubscriptionStatus)) return 'invalid';
  if (subscription.freeSlots <= 0) return 'noSlots';
  return null;
}
