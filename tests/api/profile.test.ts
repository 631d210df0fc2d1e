import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { profileSchema } from '../../src/api/schemas/profile.schema';
import { subscriptionSchema } from '../../src/api/schemas/subscription.schema';
import { useTestServer } from './helpers/useTestServer';

describe.each(DATABASE_KINDS)('profile on %s', (kind) => {
  const api = useTestServer(kind);

  const call = async (email: string, path: string, method = 'GET') =>
    fetch(`${api.server.baseUrl}/api${path}`, { method, headers: { authorization: `Bearer ${await api.server.tokenFor(email)}` } });

  it('returns the signed-in user profile', async () => {
    const profile = profileSchema.parse(await (await call('viewer@horizon.test', '/profile')).json());
    expect(profile).toMatchObject({ email: 'viewer@horizon.test', first_name: 'Vikram', organisation: 'Riverbend Regional Council', locale: 'en-AU' });
  });

  it("returns the owner's subscription with fewer than 10 free slots", async () => {
    const response = await call('owner@horizon.test', '/profile/subscription');
    expect(response.status).toBe(200);
    const subscription = subscriptionSchema.parse(await response.json());
    expect(subscription).toMatchObject({ plan: 'Enterprise', status: 'active', billing_owner: { email: 'owner@horizon.test' } });
    expect(subscription.portfolio_available).toBeGreaterThan(0);
    expect(subscription.portfolio_available).toBeLessThan(10);
  });

  it('answers 404 when the user has no subscription', async () => {
    const response = await call('outsider@horizon.test', '/profile/subscription');
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe(404);
  });

  it('accepts the logout call with no payload', async () => {
    const response = await call('editor@horizon.test', '/profile/logout', 'POST');
    expect(response.status).toBe(204);
  });
});
