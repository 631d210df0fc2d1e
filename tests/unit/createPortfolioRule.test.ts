import { describe, expect, it } from 'vitest';
import { createPortfolioRefusal } from '../../src/api/rules/createPortfolioRule';

// SPEC 6: an active, valid subscription with free slots; SPEC 4 names the valid statuses.
describe('createPortfolioRefusal', () => {
  it('refuses without a subscription', () => {
    expect(createPortfolioRefusal(null)).toBe('none');
  });

  it.each(['active', 'in_trail', 'non_renewing'])('allows a %s subscription with a free slot', (status) => {
    expect(createPortfolioRefusal({ status, freeSlots: 1 })).toBeNull();
  });

  it.each(['future', 'paused', 'cancelled', 'expired'])('refuses a %s subscription', (status) => {
    expect(createPortfolioRefusal({ status, freeSlots: 5 })).toBe('invalid');
  });

  it('refuses a valid subscription whose slots are used up', () => {
    expect(createPortfolioRefusal({ status: 'active', freeSlots: 0 })).toBe('noSlots');
  });

  it('calls an invalid subscription invalid before counting its slots', () => {
    expect(createPortfolioRefusal({ status: 'cancelled', freeSlots: 0 })).toBe('invalid');
  });
});
