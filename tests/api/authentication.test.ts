import { beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { DATABASE_KINDS } from '../support/testServer';
import { useTestServer } from './helpers/useTestServer';

describe.each(DATABASE_KINDS)('authentication on %s', (kind) => {
  let signingKey: CryptoKey;
  let kid: string;
  let adminId: string;
  let grantId: string;

  const api = useTestServer(kind);
  beforeAll(async () => {
    const row = await api.server.db.selectFrom('identity_keys').select('material').where('kind', '=', 'signing').executeTakeFirstOrThrow();
    const jwk = row.material as JWK & { kid: string };
    kid = jwk.kid;
    signingKey = (await importJWK(jwk, 'RS256')) as CryptoKey;
    const admin = await api.server.db.selectFrom('users').select('id').where('email', '=', 'admin@horizon.test').executeTakeFirstOrThrow();
    adminId = admin.id;
    // Tokens of the built-in provider are valid only while their sign-in's grant lasts.
    grantId = decodeJwt(await api.server.tokenFor('admin@horizon.test')).grant_id as string;
  });

  const call = (authorization?: string) =>
    fetch(`${api.server.baseUrl}/api/portfolios`, { headers: authorization ? { authorization } : {} });

  const token = (key: CryptoKey, claims: { iss?: string; aud?: string; exp?: number | null; sub?: string; grant_id?: string }) => {
    const jwt = new SignJWT({ grant_id: claims.grant_id ?? grantId })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setSubject(claims.sub ?? adminId)
      .setIssuer(claims.iss ?? `${api.server.baseUrl}/`)
      .setAudience(claims.aud ?? `${api.server.baseUrl}/api`)
      .setIssuedAt();
    if (claims.exp !== null) jwt.setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 600);
    return jwt.sign(key);
  };

  it('answers 401 with the error shape when there is no token', async () => {
    const response = await call();
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 401, message: 'You need to sign in to continue.' });
  });

  it.each([
    ['a malformed header', async () => 'Bearer not-a-jwt'],
    ['another scheme', async () => `Basic ${Buffer.from('admin:horizon').toString('base64')}`],
    ['a token signed by another key', async () => `Bearer ${await token((await generateKeyPair('RS256')).privateKey, {})}`],
    ['an expired token', async () => `Bearer ${await token(signingKey, { exp: Math.floor(Date.now() / 1000) - 60 })}`],
    ['a token for another audience', async () => `Bearer ${await token(signingKey, { aud: 'https://other.example/api' })}`],
    ['a token from another issuer', async () => `Bearer ${await token(signingKey, { iss: 'https://evil.example/' })}`],
    ['a token for an unknown user', async () => `Bearer ${await token(signingKey, { sub: 'nobody' })}`],
    ['a token without expiry', async () => `Bearer ${await token(signingKey, { exp: null })}`],
    ['a token of a grant that does not exist', async () => `Bearer ${await token(signingKey, { grant_id: 'no-such-grant' })}`],
  ])('rejects %s with 401', async (_case, header) => {
    const response = await call(await header());
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe(401);
  });

  it('accepts a well-formed token signed by the provider', async () => {
    const response = await call(`Bearer ${await token(signingKey, {})}`);
    expect(response.status).toBe(200);
  });

  it('issues access tokens through the real sign-in and refreshes them', async () => {
    const accessToken = await api.server.tokenFor('editor@horizon.test');
    const profile = await fetch(`${api.server.baseUrl}/api/profile`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ email: 'editor@horizon.test', locale: 'en-AU', portfolio_notification: false });
  });

  it('keeps the health check and client configuration public', async () => {
    const health = await fetch(`${api.server.baseUrl}/api/healthcheck`);
    expect(await health.json()).toEqual({ status: 'ok', version: '6.6.1' });
    const config = await (await fetch(`${api.server.baseUrl}/api/config`)).json();
    expect(config.auth).toMatchObject({ domain: api.server.baseUrl, client_id: 'horizon-spa', audience: `${api.server.baseUrl}/api` });
    expect(config.auth.scope.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'write:portfolio', 'share:portfolio', 'read:result', 'write:result', 'write:profile', 'execute:simulation']),
    );
  });

  it('rejects a wrong password on the sign-in page', async () => {
    const { signInWithCodeFlow } = await import('../support/codeFlow');
    await expect(signInWithCodeFlow({ baseUrl: api.server.baseUrl, email: 'admin@horizon.test', password: 'wrong' })).rejects.toThrow('Sign-in failed with 401');
  });

  it('answers unknown API paths with a 404 in the error shape', async () => {
    const response = await fetch(`${api.server.baseUrl}/api/nothing-here`, { headers: { authorization: `Bearer ${await token(signingKey, {})}` } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404, message: 'Resource Not Found' });
  });
});
