import { describe, expect, it } from 'vitest';
import { signInWithCodeFlow, type TokenSet } from '../../support/codeFlow';
import { useTestServer } from '../helpers/useTestServer';

/** Issue 11: a refresh token copied before log-out must not get new access tokens afterwards. */
describe('log-out ends the grant', () => {
  const api = useTestServer('pglite');

  const signIn = () => signInWithCodeFlow({ baseUrl: api.server.baseUrl, email: 'editor@horizon.test', password: 'horizon' });
  const profile = (tokens: TokenSet) =>
    fetch(`${api.server.baseUrl}/api/profile`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
  const refresh = (refreshToken: string) =>
    fetch(`${api.server.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'horizon-spa', refresh_token: refreshToken }).toString(),
    });

  it('keeps a session working until it logs out', async () => {
    const tokens = await signIn();
    expect((await profile(tokens)).status).toBe(200);
    const renewed = await refresh(tokens.refresh_token!);
    expect(renewed.status).toBe(200);
    expect((await profile((await renewed.json()) as TokenSet)).status).toBe(200);
  });

  it('refuses the copied refresh token and the access token after POST /api/profile/logout', async () => {
    const tokens = await signIn();
    const other = await signIn();
    const logout = await fetch(`${api.server.baseUrl}/api/profile/logout`, { method: 'POST', headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(logout.status).toBe(204);

    const renewed = await refresh(tokens.refresh_token!);
    expect(renewed.status).toBe(400);
    expect(await renewed.json()).toMatchObject({ error: 'invalid_grant' });
    const refused = await profile(tokens);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 401, key: 'errors.unauthenticated' });
    // Another sign-in of the same person (another browser) is its own grant and goes on.
    expect((await profile(other)).status).toBe(200);
  });

  it('refuses the grant after the SPA revokes its refresh token at /oauth/revoke', async () => {
    const tokens = await signIn();
    const revoked = await fetch(`${api.server.baseUrl}/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'horizon-spa', token: tokens.refresh_token!, token_type_hint: 'refresh_token' }).toString(),
    });
    expect(revoked.status).toBe(200);
    expect((await refresh(tokens.refresh_token!)).status).toBe(400);
    expect((await profile(tokens)).status).toBe(401);
  });
});
