import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { endLocalSessionActor } from '../../../src/api/actors/auth/endLocalSession.actor';
import { handleCallbackActor } from '../../../src/api/actors/auth/handleCallback.actor';
import { logOutActor } from '../../../src/api/actors/auth/logOut.actor';
import { restoreSessionActor } from '../../../src/api/actors/auth/restoreSession.actor';
import { signInActor } from '../../../src/api/actors/auth/signIn.actor';
import type { ApiClient } from '../../../src/api/client';
import { apiError, providerError } from '../../machines/support/fixtures';
import { fakeExpiry } from './fakes';

function run(logic: AnyActorLogic, input?: unknown) {
  return toPromise(createActor(logic, { input }).start());
}

const claims = { __raw: 'id-token', exp: 1_700_000_000 };

describe('restoreSession', () => {
  it.each([
    ['an expiry that has passed', fakeExpiry(1, true), undefined, 'token', 'expired'],
    ['no cached session', fakeExpiry(), undefined, 'token', 'signedOut'],
    ['a recorded session whose cache is gone', fakeExpiry(1), undefined, 'token', 'expired'],
    ['a live session', fakeExpiry(1), claims, 'token', 'signedIn'],
    ['a session the provider will not renew', fakeExpiry(1), claims, providerError('invalid_grant'), 'expired'],
  ] as const)('finds %s', async (_, expiry, idClaims, token, status) => {
    const auth = {
      getIdTokenClaims: vi.fn(() => Promise.resolve(idClaims)),
      getAccessTokenSilently: vi.fn(() => (typeof token === 'string' ? Promise.resolve(token) : Promise.reject(token))),
    };
    await expect(run(restoreSessionActor(auth as never, expiry))).resolves.toEqual({ status });
  });

  it('records the expiry of a live session that has none yet', async () => {
    const expiry = fakeExpiry();
    const auth = { getIdTokenClaims: () => Promise.resolve(claims), getAccessTokenSilently: () => Promise.resolve('t') };
    await run(restoreSessionActor(auth as never, expiry));
    expect(expiry.value()).toBe(1_700_086_400);
  });

  it('rejects on other provider errors', async () => {
    const auth = { getIdTokenClaims: () => Promise.resolve(claims), getAccessTokenSilently: () => Promise.reject(providerError('timeout')) };
    await expect(run(restoreSessionActor(auth as never, fakeExpiry(1)))).rejects.toThrow('timeout');
  });
});

describe('signIn', () => {
  it('carries the return address in the app state', async () => {
    const loginWithRedirect = vi.fn(() => Promise.resolve());
    await run(signInActor({ loginWithRedirect }), { returnTo: '/portfolios?q=x' });
    expect(loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/portfolios?q=x' } });
  });
});

describe('handleCallback', () => {
  it('finishes the redirect, records the expiry and returns where the user was going', async () => {
    const expiry = fakeExpiry();
    const auth = {
      handleRedirectCallback: vi.fn(() => Promise.resolve({ appState: { returnTo: '/portfolios?page=2' }, response_type: 'code' })),
      getIdTokenClaims: () => Promise.resolve(claims),
    };
    await expect(run(handleCallbackActor(auth as never, expiry, () => 'http://localhost/callback?code=1&state=2'))).resolves.toEqual({
      returnTo: '/portfolios?page=2',
    });
    expect(auth.handleRedirectCallback).toHaveBeenCalledWith('http://localhost/callback?code=1&state=2');
    expect(expiry.value()).toBe(1_700_086_400);
  });

  it('returns home without an app state', async () => {
    const auth = { handleRedirectCallback: () => Promise.resolve({ response_type: 'code' }), getIdTokenClaims: () => Promise.resolve(claims) };
    await expect(run(handleCallbackActor(auth as never, fakeExpiry(), () => ''))).resolves.toEqual({ returnTo: '/' });
  });
});

describe('endLocalSession', () => {
  it('clears the expiry and the identity cache without leaving the page', async () => {
    const expiry = fakeExpiry(1);
    const logout = vi.fn(() => Promise.resolve());
    await run(endLocalSessionActor({ logout }, expiry));
    expect(expiry.clear).toHaveBeenCalled();
    expect(logout).toHaveBeenCalledWith({ openUrl: false });
  });
});

describe('logOut', () => {
  const ok = () => Promise.resolve(undefined);
  it.each([
    ['both succeed', ok, ok, 0],
    ['POST /profile/logout fails', () => Promise.reject(apiError(500)), ok, 1],
    ['the revocation fails', ok, () => Promise.reject(providerError('server_error')), 1],
    ['both fail', () => Promise.reject(apiError(500)), () => Promise.reject(new TypeError('Failed to fetch')), 2],
  ])('when %s, ends the grant, revokes the refresh token, clears the session and leaves for the provider', async (_, answer, revocation, errors) => {
    const order: string[] = [];
    const api: ApiClient = { request: vi.fn((path: string) => (order.push(`POST ${path}`), answer())) as never, location: vi.fn() };
    const expiry = fakeExpiry(1);
    vi.mocked(expiry.clear).mockImplementation(() => void order.push('clear'));
    const revokeRefreshToken = vi.fn(() => (order.push('revoke refresh token'), revocation()));
    const logout = vi.fn(() => (order.push('provider logout'), Promise.resolve()));
    const logError = vi.fn();
    await run(logOutActor({ api, auth: { logout, revokeRefreshToken }, expiry, returnTo: 'http://localhost:3000', logError }));
    expect(order).toEqual(['POST /profile/logout', 'revoke refresh token', 'clear', 'provider logout']);
    expect(logout).toHaveBeenCalledWith({ logoutParams: { returnTo: 'http://localhost:3000' } });
    expect(logError).toHaveBeenCalledTimes(errors);
  });
});
