import { describe, expect, it } from 'vitest';
import type { Subscription, SubscriptionStatus } from '../../src/api/schemas/subscription.schema';
import { createPortfolioBlock } from '../../src/ui/pages/portfolios/createPortfolioGate';
import { subscription } from '../machines/support/fixtures';

const withStatus = (status: SubscriptionStatus, portfolioAvailable = 2): Subscription => ({
  ...subscription,
  status,
  portfolio_available: portfolioAvailable,
});

describe('createPortfolioBlock', () => {
  it('waits while the subscription loads', () => {
    expect(createPortfolioBlock(true, null)).toBe('pending');
  });

  it('says there is no subscription', () => {
    expect(createPortfolioBlock(false, null)).toBe('none');
  });

  it.each(['active', 'in_trail', 'non_renewing'] as const)('allows a %s subscription with free slots', (status) => {
    expect(createPortfolioBlock(false, withStatus(status))).toBeNull();
  });

  it.each(['future', 'paused', 'cancelled', 'expired'] as const)('calls a %s subscription invalid', (status) => {
    expect(createPortfolioBlock(false, withStatus(status))).toBe('invalid');
  });

  it('says the slots are used up when none is available', () => {
    expect(createPortfolioBlock(false, withStatus('active', 0))).toBe('noSlots');
  });
});
