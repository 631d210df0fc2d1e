import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { Profile } from '../../../src/api/schemas/profile.schema';
import { profileMachine } from '../../../src/machines/profile.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

export function startProfile() {
  const fetchProfile = controllablePromise<Profile>();
  const applyLocale = vi.fn();
  const actor = createActor(
    profileMachine.provide({ actors: { fetchProfile: fetchProfile.logic }, actions: { applyLocale } }),
  ).start();
  return { actor, fetchProfile, applyLocale, driver: createPathDriver(actor, { fetchProfile }, {}, { applyLocale }) };
}
