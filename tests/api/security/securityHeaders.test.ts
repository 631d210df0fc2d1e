import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/useTestServer';
import { authorizeUrl } from '../../support/codeFlow';

const directives = (csp: string | null) =>
  new Map((csp ?? '').split(';').map((part) => {
    const [name, ...sources] = part.trim().split(/\s+/);
    return [name!, sources] as const;
  }));

/** Issue 11: no security headers were sent. */
describe('security headers with the built-in provider over http', () => {
  const api = useTestServer('pglite');

  it('go with API answers: CSP, no framing, no sniffing, a referrer policy and no HSTS over http', async () => {
    const response = await fetch(`${api.server.baseUrl}/api/healthcheck`);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", api.server.baseUrl.replace('http', 'ws')]));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('go with the sign-in page, whose inline script the policy allows by its hash', async () => {
    const authorize = authorizeUrl(api.server.baseUrl);
    const started = await fetch(authorize, { redirect: 'manual' });
    expect(directives(started.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
    const cookie = started.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
    const page = await fetch(new URL(started.headers.get('location')!, api.server.baseUrl), { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const hash = `'sha256-${createHash('sha256').update(script!).digest('base64')}'`;
    const csp = directives(page.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toContain(hash);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('form-action')).toContain("'self'");
  });
});

describe('security headers with Auth0 over https', () => {
  const api = useTestServer('pglite', {
    PUBLIC_URL: 'https://horizon.example',
    AUTH0_DOMAIN: 'tenant.example.auth0.com',
    AUTH0_CLIENT_ID: 'spa',
    MQTT_WS_URL: 'wss://broker.example/mqtt',
  });

  it('allow the identity provider and the broker, and ask for HSTS', async () => {
    const response = await fetch(`${api.server.baseUrl}/api/healthcheck`);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://tenant.example.auth0.com', 'wss://broker.example']));
    expect(csp.get('frame-src')).toContain('https://tenant.example.auth0.com');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});
