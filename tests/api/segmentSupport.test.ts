import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { supportContactSchema } from '../../src/api/schemas/supportContact.schema';
import { createUser } from './helpers/api';
import { useTestServer } from './helpers/useTestServer';

const SUPPORT_EMAIL = 'desk@support.test';

/** SPEC 6 "Regional variants" and SPEC 9 "Support hours", by the region on the caller's profile. */
const FIRST_GROUP_HOURS = 'Monday-Friday 8am-6pm ET';
const SECOND_GROUP_HOURS = 'Monday-Friday 9am-5pm AEST';

describe.each(DATABASE_KINDS)('segment support on %s', (kind) => {
  const api = useTestServer(kind, { SUPPORT_EMAIL });

  const contactOf = async (email: string) => {
    const response = await api.call(email, 'GET', '/profile/segment-support');
    expect(response.status).toBe(200);
    return supportContactSchema.parse(response.body);
  };

  it('gives a New South Wales planner (README demo accounts) the second group’s desk', async () => {
    const contact = await contactOf('viewer@horizon.test');
    expect(contact).toMatchObject({ support_hours: SECOND_GROUP_HOURS, email: SUPPORT_EMAIL, support_url: `${api.server.baseUrl}/help` });
    expect(contact.organisation).not.toBe('');
    expect(contact.phone_number).toMatch(/^\+61 /);
  });

  it.each([
    ['Texas', FIRST_GROUP_HOURS, /^\+1 /],
    ['Ontario', FIRST_GROUP_HOURS, /^\+1 /],
    ['United States', FIRST_GROUP_HOURS, /^\+1 /],
    ['Auckland', SECOND_GROUP_HOURS, /^\+61 /],
    ['Singapore', SECOND_GROUP_HOURS, /^\+61 /],
    ['', SECOND_GROUP_HOURS, /^\+61 /],
  ])('gives a planner in "%s" the hours %s', async (region, hours, phone) => {
    const email = `segment.${kind}.${region.replace(/\W/g, '') || 'none'}@horizon.test`;
    await createUser(api.server, email);
    expect((await api.call(email, 'PUT', '/profile', { region })).status).toBe(200);
    const contact = await contactOf(email);
    expect(contact.support_hours).toBe(hours);
    expect(contact.phone_number).toMatch(phone);
    expect(contact.email).toBe(SUPPORT_EMAIL);
  });

  it('refuses a caller without a token', async () => {
    expect((await api.call(null, 'GET', '/profile/segment-support')).status).toBe(401);
  });
});
