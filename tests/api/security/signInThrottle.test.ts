import { describe, expect, it } from 'vitest';
import { authorizeUrl, signInWithCodeFlow } from '../../support/codeFlow';
import { useTestServer } from '../helpers/useTestServer';

/** Opens the sign-in page of a fresh authorization request and posts the form to it as often as asked. */
async function signInForm(baseUrl: string) {
  const authorize = authorizeUrl(baseUrl, { audience: `${baseUrl}/api` });
  const started = await fetch(authorize, { redirect: 'manual' });
  const cookie = started.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const interaction = started.headers.get('location')!;
  return (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(new URL(`${interaction}/login`, baseUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
}

/** Issue 11: sign-in answers 429 with Retry-After after repeated failures, per account and per address. */
describe('sign-in back-off', () => {
  // TRUST_PROXY lets each case come from an address of its own (X-Forwarded-For).
  const api = useTestServer('pglite', { TRUST_PROXY: 'true' });
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('answers 429 with Retry-After and a readable message once six wrong passwords came in a row', async () => {
    const post = await signInForm(api.server.baseUrl);
    const wrong = { email: 'viewer@horizon.test', password: 'wrong' };
    for (let attempt = 1; attempt <= 6; attempt += 1) expect((await post(wrong, from('198.51.100.1'))).status).toBe(401);
    const throttled = await post(wrong, from('198.51.100.1'));
    expect(throttled.status).toBe(429);
    const seconds = Number(throttled.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(await throttled.text()).toContain(`Too many sign-in attempts. Please try again in ${seconds} seconds.`);
    // The right password does not help while the account waits, from another address either.
    expect((await post({ email: 'viewer@horizon.test', password: 'horizon' }, from('198.51.100.2'))).status).toBe(429);
  });

  it('slows one address that tries many accounts', async () => {
    const post = await signInForm(api.server.baseUrl);
    for (let attempt = 1; attempt <= 21; attempt += 1) {
      expect((await post({ email: `guess${attempt}@horizon.test`, password: 'wrong' }, from('198.51.100.3'))).status).toBe(401);
    }
    const throttled = await post({ email: 'admin@horizon.test', password: 'horizon' }, from('198.51.100.3'));
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // The same account from another address signs in.
    await expect(signInWithCodeFlow({ baseUrl: api.server.baseUrl, email: 'admin@horizon.test', password: 'horizon' })).resolves.toHaveProperty('access_token');
  });

  it('forgets the account’s mistakes once the password is right', async () => {
    const post = await signInForm(api.server.baseUrl);
    const wrong = { email: 'editor@horizon.test', password: 'wrong' };
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await post(wrong, from('198.51.100.4'))).status).toBe(401);
    expect((await post({ email: 'editor@horizon.test', password: 'horizon' }, from('198.51.100.4'))).status).toBe(303);
    const again = await signInForm(api.server.baseUrl);
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await again(wrong, from('198.51.100.4'))).status).toBe(401);
  });

  it('answers an unknown e-mail like a wrong password', async () => {
    const post = await signInForm(api.server.baseUrl);
    const unknown = await post({ email: 'nobody@horizon.test', password: 'horizon' }, from('198.51.100.5'));
    const wrong = await post({ email: 'owner@horizon.test', password: 'wrong' }, from('198.51.100.5'));
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    const message = (html: string) => /role="alert">([^<]*)</.exec(html)?.[1];
    expect(message(await unknown.text())).toBe('Incorrect email or password.');
    expect(message(await wrong.text())).toBe('Incorrect email or password.');
  });

  it.each([
    ['a NUL in the e-mail', { email: 'admin@horizon.test\u0000', password: 'horizon' }],
    ['a NUL in the password', { email: 'admin@horizon.test', password: 'hori\u0000zon' }],
  ])('refuses %s with 400', async (_case, fields) => {
    const post = await signInForm(api.server.baseUrl);
    const response = await post(fields, from('198.51.100.6'));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Some of the values you entered are not valid.');
  });
});
