import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { RestoredSession } from '../../src/machines/auth.machine';
import { startAuth } from './harness/auth.harness';
import { settle } from './support/controllable';
import { apiError, profile, providerError } from './support/fixtures';

async function signedIn() {
  const auth = startAuth();
  auth.fakes.restoreSession.resolve({ status: 'signedIn' });
  await waitFor(auth.actor, (snapshot) => snapshot.matches('signedIn'));
  return auth;
}

describe('auth machine', () => {
  it('starts by restoring the stored session, busy meanwhile', () => {
    const { actor, fakes } = startAuth();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fakes.restoreSession.waiting).toBe(1);
  });

  it.each([
    ['signedIn', 'signedIn'],
    ['signedOut', 'signedOut'],
    ['expired', 'expiring'],
  ] as const satisfies ReadonlyArray<readonly [RestoredSession['status'], string]>)('a restored session found %s goes to %s', async (status, state) => {
    const { actor, fakes } = startAuth();
    fakes.restoreSession.resolve({ status });
    await waitFor(actor, (snapshot) => snapshot.matches(state));
  });

  it('clears an expired session locally and rests in expired', async () => {
    const { actor, fakes } = startAuth();
    fakes.restoreSession.resolve({ status: 'expired' });
    await waitFor(actor, (snapshot) => snapshot.matches('expiring'));
    fakes.endLocalSession.resolve();
    await waitFor(actor, (snapshot) => snapshot.matches('expired'));
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('holds a start-up error with its message and technical details', async () => {
    const { actor, fakes } = startAuth();
    fakes.restoreSession.reject(providerError('timeout', 'Timeout'));
    const snapshot = await waitFor(actor, (current) => current.matches('error'));
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.failure).toEqual({ message: 'Timeout', details: 'Error: Timeout\nerror: timeout' });
  });

  it('handles the provider callback and navigates to the remembered address', async () => {
    const { actor, fakes, actions } = startAuth({ startedOnCallback: true });
    expect(actor.getSnapshot().value).toBe('handlingCallback');
    fakes.handleCallback.resolve({ returnTo: '/portfolios?page=2' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    expect(actions.navigateToReturnTo).toHaveBeenCalledWith(expect.anything(), { returnTo: '/portfolios?page=2' });
    expect(fakes.restoreSession.calls).toHaveLength(0);
  });

  it('shows a failed callback as a sign-in error', async () => {
    const { actor, fakes, actions } = startAuth({ startedOnCallback: true });
    fakes.handleCallback.reject(providerError('access_denied', 'Wrong email or password'));
    const snapshot = await waitFor(actor, (current) => current.matches('error'));
    expect(snapshot.context.failure?.message).toBe('Wrong email or password');
    expect(snapshot.context.failure?.details).toContain('error: access_denied');
    expect(actions.navigateToReturnTo).not.toHaveBeenCalled();
  });

  it.each(['signedOut', 'expired'] as const)('signs in from %s with the address to return to', async (status) => {
    const { actor, fakes } = startAuth();
    fakes.restoreSession.resolve({ status: status === 'signedOut' ? 'signedOut' : 'expired' });
    if (status === 'expired') {
      await waitFor(actor, (snapshot) => snapshot.matches('expiring'));
      fakes.endLocalSession.resolve();
    }
    await waitFor(actor, (snapshot) => snapshot.matches(status));
    actor.send({ type: 'auth.login', returnTo: '/portfolios?q=roads' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    await settle();
    expect(fakes.signIn.lastInput).toEqual({ returnTo: '/portfolios?q=roads' });
  });

  it('ignores a sign-in request while signed in', async () => {
    const { actor } = await signedIn();
    actor.send({ type: 'auth.login', returnTo: '/' });
    expect(actor.getSnapshot().value).toBe('signedIn');
  });

  it('while signed in runs the session watcher and loads profile and subscription', async () => {
    const { watchSession, fakes, actions } = await signedIn();
    expect(watchSession.running).toBe(true);
    expect(fakes.fetchProfile.waiting).toBe(1);
    expect(fakes.fetchSubscription.waiting).toBe(1);
    fakes.fetchProfile.resolve(profile);
    await settle();
    expect(actions.applyLocale).toHaveBeenCalledWith(expect.anything(), { locale: 'zh-CN' });
  });

  it('ends an expired session locally, without the provider, when the watcher says so', async () => {
    const { actor, watchSession, fakes } = await signedIn();
    watchSession.send({ type: 'session.expired' });
    await waitFor(actor, (snapshot) => snapshot.matches('expiring'));
    expect(watchSession.running).toBe(false);
    expect(fakes.logOut.calls).toHaveLength(0);
    fakes.endLocalSession.resolve();
    await waitFor(actor, (snapshot) => snapshot.matches('expired'));
  });

  it.each([401, 403, 404])('a profile load refused with %i ends the session and shows /unauthorised', async (status) => {
    const { actor, fakes, actions } = await signedIn();
    fakes.fetchProfile.reject(apiError(status));
    await waitFor(actor, (snapshot) => snapshot.matches('endingRefusedSession'));
    fakes.endLocalSession.resolve();
    await waitFor(actor, (snapshot) => snapshot.matches('unauthorised'));
    expect(actions.navigateToUnauthorised).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the profile load fails otherwise', async () => {
    const { actor, fakes, actions } = await signedIn();
    fakes.fetchProfile.reject(apiError(500));
    await settle();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actions.navigateToUnauthorised).not.toHaveBeenCalled();
  });

  it('logs out after confirmation, busy until the provider takes over', async () => {
    const { actor, fakes } = await signedIn();
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(fakes.logOut.waiting).toBe(1);
    fakes.logOut.reject(new Error('popup blocked'));
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
  });
});
