import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { Profile, ProfileUpdate } from '../../../src/api/schemas/profile.schema';
import { profileFormMachine } from '../../../src/machines/profileForm.machine';
import { controllablePromise } from '../support/controllable';
import { profile } from '../support/fixtures';
import { createPathDriver } from '../support/pathDriver';

export function startProfileForm(input: { profile: Profile } = { profile }) {
  const updateProfile = controllablePromise<Profile, ProfileUpdate>();
  const effects = { notifySaved: vi.fn(), refreshSessionProfile: vi.fn(), reportDirty: vi.fn() };
  const actor = createActor(profileFormMachine.provide({ actors: { updateProfile: updateProfile.logic }, actions: effects }), { input }).start();
  return { actor, updateProfile, ...effects, driver: createPathDriver(actor, { updateProfile }, {}, effects) };
}
