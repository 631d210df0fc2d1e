/**
 * SPEC 6 "Regional variants": two groups of regions share one support profile each. The first is
 * served from North America (ticket support Monday-Friday 8am-6pm ET); the second from Australia
 * for Australia, New Zealand and Asia-Pacific (Monday-Friday 9am-5pm AEST), and only it offers
 * My Support Tickets. The server answers GET /profile/segment-support from this rule and the Help
 * menu decides from it, so both always agree.
 */
export type SupportGroup = 'northAmerica' | 'asiaPacific';

const NORTH_AMERICA = [
  'north america', 'united states', 'united states of america', 'usa', 'us', 'u.s.', 'u.s.a.', 'america',
  'canada', 'ca', 'mexico', 'mx',
  // States and provinces, since the profile's region is usually the one the user works in.
  'alabama', 'alaska', 'arizona', 'arkansas', 'california', 'colorado', 'connecticut', 'delaware', 'district of columbia',
  'florida', 'georgia', 'hawaii', 'idaho', 'illinois', 'indiana', 'iowa', 'kansas', 'kentucky', 'louisiana', 'maine',
  'maryland', 'massachusetts', 'michigan', 'minnesota', 'mississippi', 'missouri', 'montana', 'nebraska', 'nevada',
  'new hampshire', 'new jersey', 'new mexico', 'new york', 'north carolina', 'north dakota', 'ohio', 'oklahoma', 'oregon',
  'pennsylvania', 'rhode island', 'south carolina', 'south dakota', 'tennessee', 'texas', 'utah', 'vermont', 'virginia',
  'washington', 'west virginia', 'wisconsin', 'wyoming',
  'alberta', 'british columbia', 'manitoba', 'new brunswick', 'newfoundland and labrador', 'nova scotia', 'ontario',
  'prince edward island', 'quebec', 'saskatchewan', 'northwest territories', 'nunavut', 'yukon',
];

/**
 * The support group of a profile's free-text region. A region that is not North American,
 * or no region at all, belongs to the second group: it is the product's home group (en-AU is
 * the default locale), so a region it cannot place is still served by a real support desk.
 */
export function supportGroupOf(region: string): SupportGroup {
  const name = region.trim().toLowerCase().replace(/\s+/g, ' ');
  return NORTH_AMERICA.includes(name) ? 'northAmerica' : 'asiaPacific';
}

/** My Support Tickets is offered to the second group only. */
export const offersSupportTickets = (group: SupportGroup) => group === 'asiaPacific';

/**
 * Each group's support desk. The hours are SPEC 9's; the organisations and numbers are the
 * product's own (the numbers are in the ranges set aside for fiction, 555-01xx and 02 5550 xxxx).
 */
export const SUPPORT_DESKS: Record<SupportGroup, { organisation: string; phone_number: string; support_hours: string }> = {
  northAmerica: {
    organisation: 'Horizon Asset Planning Inc.',
    phone_number: '+1 888 555 0142',
    support_hours: 'Monday-Friday 8am-6pm ET',
  },
  asiaPacific: {
    organisation: 'Horizon Asset Planning Pty Ltd',
    phone_number: '+61 2 5550 1234',
    support_hours: 'Monday-Friday 9am-5pm AEST',
  },
};
