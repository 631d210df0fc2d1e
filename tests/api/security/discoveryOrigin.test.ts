import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/useTestServer';
import { authorizeUrl } from '../../support/codeFlow';

/** A GET whose Host (and X-Forwarded-*) headers say what a client wants, which fetch does not allow. */
function getWithHeaders(url: string, headers: Record<string, string>): Promise<{ status: number; body: string; location?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, location: response.headers.location }));
      })
      .on('error', reject);
  });
}

/** Issue 11: the discovery document copied the Host header into its endpoint URLs. */
describe.each([
  ['without proxy trust', 'false'],
  ['behind a trusted proxy', 'true'],
])('the identity provider’s URLs %s', (_case, trustProxy) => {
  const api = useTestServer('pglite', { TRUST_PROXY: trustProxy });
  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

  it('come from PUBLIC_URL whatever Host the request names', async () => {
    const response = await getWithHeaders(`${api.server.baseUrl}/.well-known/openid-configuration`, forged);
    expect(response.status).toBe(200);
    const discovery = JSON.parse(response.body);
    const base = api.server.baseUrl;
    expect(discovery).toMatchObject({
      issuer: `${base}/`,
      authorization_endpoint: `${base}/authorize`,
      token_endpoint: `${base}/oauth/token`,
      revocation_endpoint: `${base}/oauth/revoke`,
      end_session_endpoint: `${base}/v2/logout`,
      jwks_uri: `${base}/.well-known/jwks.json`,
      userinfo_endpoint: `${base}/userinfo`,
    });
    expect(response.body).not.toContain('evil.example');
  });

  it('send the browser to the sign-in page on the public origin', async () => {
    const authorize = authorizeUrl(api.server.baseUrl);
    const response = await getWithHeaders(authorize.toString(), forged);
    expect(response.status).toBe(303);
    expect(response.location ?? '').not.toContain('evil.example');
  });
});
