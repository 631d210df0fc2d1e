import { describe, expect, it } from 'vitest';
import { toProfileDraft } from '../../src/machines/profileForm.machine';
import { startProfileForm } from './harness/profileForm.harness';
import { settle } from './support/controllable';
import { apiError, profile } from './support/fixtures';

describe('profile form machine', () => {
  it('starts from the profile and saves the whole draft', async () => {
    const { actor, updateProfile, notifySaved, refreshSessionProfile } = startProfileForm();
    expect(actor.getSnapshot().context.draft).toEqual(toProfileDraft(profile));
    actor.send({ type: 'field.change', field: 'locale', value: 'en-GB' });
    actor.send({ type: 'field.change', field: 'portfolio_notification', value: true });
    actor.send({ type: 'form.submit' });
    expect(updateProfile.lastInput).toEqual({ ...toProfileDraft(profile), locale: 'en-GB', portfolio_notification: true });
    const saved = { ...profile, locale: 'en-GB' as const, portfolio_notification: true };
    updateProfile.resolve(saved);
    await settle();
    expect(actor.getSnapshot().context.saved).toEqual(toProfileDraft(saved));
    expect(notifySaved).toHaveBeenCalledOnce();
    expect(refreshSessionProfile).toHaveBeenCalledOnce();
  });

  it.each([
    ['nothing changed', {}],
    ['an unknown time zone', { timezone: 'Mars/Olympus_Mons' }],
    ['a first name over 100', { first_name: 'f'.repeat(101) }],
  ])('offers no save with %s', (_, changes) => {
    const { actor, updateProfile } = startProfileForm();
    for (const [field, value] of Object.entries(changes)) actor.send({ type: 'field.change', field: field as 'timezone', value: value as string });
    actor.send({ type: 'form.submit' });
    expect(updateProfile.calls).toHaveLength(0);
  });

  it('keeps the draft after a failure; Reset goes back', async () => {
    const { actor, updateProfile, refreshSessionProfile } = startProfileForm();
    actor.send({ type: 'field.change', field: 'job_title', value: 'Engineer' });
    actor.send({ type: 'form.submit' });
    updateProfile.reject(apiError(400));
    await settle();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.draft.job_title).toBe('Engineer');
    expect(refreshSessionProfile).not.toHaveBeenCalled();
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().context.draft).toEqual(toProfileDraft(profile));
  });
});
