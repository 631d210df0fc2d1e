import { describe, expect, it } from 'vitest';
import { offersSupportTickets, supportGroupOf } from '../../src/api/rules/supportGroup';

describe('supportGroupOf', () => {
  it.each(['United States', 'USA', 'us', 'Canada', 'New York', '  british   Columbia ', 'Texas', 'Ontario', 'North America'])(
    '%s belongs to the first group (North America)',
    (region) => {
      expect(supportGroupOf(region)).toBe('northAmerica');
    },
  );

  it.each(['New South Wales', 'Australia', 'NSW', 'New Zealand', 'Auckland', 'Singapore', 'Asia-Pacific', 'United Kingdom', ''])(
    '%s belongs to the second group (Australia, New Zealand, Asia-Pacific)',
    (region) => {
      expect(supportGroupOf(region)).toBe('asiaPacific');
    },
  );

  it('offers My Support Tickets to the second group only', () => {
    expect(offersSupportTickets('asiaPacific')).toBe(true);
    expect(offersSupportTickets('northAmerica')).toBe(false);
  });
});
