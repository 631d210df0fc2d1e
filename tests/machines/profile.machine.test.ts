import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { startProfile } from './harness/profile.harness';
import { apiError, profile } from './support/fixtures';

describe('profile machine', () => {
  it('loads the profile and applies its locale', async () => {
    const { actor, fetchProfile, applyLocale } = startProfile();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    fetchProfile.resolve(profile);
    const snapshot = await waitFor(actor, (current) => current.matches('loaded'));
    expect(snapshot.context.profile).toEqual(profile);
    expect(applyLocale).toHaveBeenCalledWith(expect.anything(), { locale: 'zh-CN' });
  });

  it.each([401, 403, 404])('finishes as refused on %i', async (status) => {
    const { actor, fetchProfile } = startProfile();
    fetchProfile.reject(apiError(status));
    const snapshot = await waitFor(actor, (current) => current.status === 'done');
    expect(snapshot.output).toEqual({ refused: true });
  });

  it.each([0, 500, 503])('keeps a %i failure and retries', async (status) => {
    const { actor, fetchProfile } = startProfile();
    fetchProfile.reject(apiError(status, 'down'));
    const snapshot = await waitFor(actor, (current) => current.hasTag('error'));
    expect(snapshot.context.failure).toEqual({ status, message: 'down' });
    actor.send({ type: 'profile.retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fetchProfile.calls).toHaveLength(2);
  });
});
