import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/useTestServer';

/** Issue 11: the token endpoint and subscription linking are throttled like the sign-in. */
describe('request rate limits', () => {
  // TRUST_PROXY: the token requests come from an address of their own (X-Forwarded-For).
  const api = useTestServer('pglite', { TRUST_PROXY: 'true' });

  it('answers the 61st token request within a minute with 429 and Retry-After', async () => {
    const request = () =>
      fetch(`${api.server.baseUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.9' },
        body: 'grant_type=refresh_token&client_id=horizon-spa&refresh_token=guess',
      });
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 60; attempt += 1) statuses.push((await request()).status);
    expect(statuses).not.toContain(429);
    const throttled = await request();
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers the 11th subscription link within 10 minutes with 429, Retry-After and errors.rateLimited', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      statuses.push((await api.call('viewer@horizon.test', 'POST', '/profile/subscription', { subscription_id: `HZN-ESS-${1000 + attempt}` })).status);
    }
    expect(statuses).not.toContain(429);
    const throttled = await api.call('viewer@horizon.test', 'POST', '/profile/subscription', { subscription_id: 'HZN-ESS-2000' });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(throttled.body).toMatchObject({ code: 429, key: 'errors.rateLimited' });
    // Another user has a budget of their own.
    expect((await api.call('editor@horizon.test', 'POST', '/profile/subscription', { subscription_id: 'HZN-ESS-2000' })).status).not.toBe(429);
  });
});
