import type { ApiFailure } from '../../../src/api/apiError';
import type { Profile } from '../../../src/api/schemas/profile.schema';
import { profileMachine } from '../../../src/machines/profile.machine';
import { apiError, profile } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';

/**
 * SPEC 2 (a loading screen while the profile loads), SPEC 6/8 (a 401, 403 or 404 ends the session),
 * SPEC 9 "Locales" (the profile's locale becomes the UI language).
 */
export const profileModel = machineModel({
  name: 'profile',
  machine: profileMachine,
  starts: [{ label: 'signed in', state: 'loading', context: { profile: null as Profile | null, failure: null as ApiFailure | null } }],
  events: {
    'the profile loads (zh-CN)': { type: 'xstate.done.actor.fetchProfile', output: profile },
    'the load answers 401': { type: 'xstate.error.actor.fetchProfile', error: apiError(401) },
    'the load answers 403': { type: 'xstate.error.actor.fetchProfile', error: apiError(403) },
    'the load answers 404': { type: 'xstate.error.actor.fetchProfile', error: apiError(404) },
    'the load fails with 500': { type: 'xstate.error.actor.fetchProfile', error: apiError(500, 'Unexpected error happened.') },
    'the user retries': { type: 'profile.retry' },
    'the user saved the profile': { type: 'profile.refresh' },
  },
  states: {
    loading: { says: 'loading screen while the profile loads', tags: ['busy'], invoked: { fetchProfile: undefined } },
    loaded: { says: ({ profile }) => `${profile?.first_name}'s profile, UI in ${profile?.locale}` },
    failed: { says: ({ failure }) => `"${failure?.message}" with Retry`, tags: ['error'] },
    refused: { says: 'the session ends (the owner goes to /unauthorised)' },
  },
  transitions: {
    loading: {
      'the profile loads (zh-CN)': { to: 'loaded', context: { profile, failure: null }, calls: { applyLocale: [{ locale: 'zh-CN' }] } },
      'the load answers 401': 'refused',
      'the load answers 403': 'refused',
      'the load answers 404': 'refused',
      'the load fails with 500': { to: 'failed', context: { failure: { status: 500, message: 'Unexpected error happened.' } } },
    },
    loaded: { 'the user saved the profile': 'loading' },
    failed: { 'the user retries': 'loading' },
  },
});
