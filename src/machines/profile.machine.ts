import { assign, fromPromise, setup } from 'xstate';
import { hasStatus, toApiFailure, type ApiFailure } from '../api/apiError';
import type { Locale, Profile } from '../api/schemas/profile.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

export type ProfileContext = {
  profile: Profile | null;
  failure: ApiFailure | null;
};

/** `profile.refresh` reloads it after the user saved their profile, so that a new locale applies at once. */
export type ProfileEvent = { type: 'profile.retry' } | { type: 'profile.refresh' };

/** SPEC 6: these answers to the profile load end the session and show the restricted-area page. */
const REFUSAL_STATUSES = [401, 403, 404] as const;

/**
 * The signed-in user's profile. Loading it is part of signing in: the app shows its loading screen
 * meanwhile, the profile's locale becomes the UI language, and a refusal finishes this machine so
 * that its owner (the auth machine) can end the session.
 */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    tags: {} as 'busy' | 'error',
    output: {} as { refused: true },
  },
  actors: {
    fetchProfile: fromPromise<Profile>(notProvided('fetchProfile')),
  },
  actions: {
    applyLocale: notProvided<[unknown, { locale: Locale }]>('applyLocale'),
    storeProfile: assign({
      profile: (_, profile: Profile) => profile,
      failure: null,
    }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    isRefusal: (_, error: unknown) => hasStatus(error, REFUSAL_STATUSES),
  },
}).createMachine({
  id: 'profile',
  context: { profile: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        onDone: {
          target: 'loaded',
          actions: [
            { type: 'storeProfile', params: ({ event }) => event.output },
            { type: 'applyLocale', params: ({ event }) => ({ locale: event.output.locale }) },
          ],
        },
        onError: [
          { guard: { type: 'isRefusal', params: errorOf }, target: 'refused' },
          { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    loaded: {
      on: { 'profile.refresh': 'loading' },
    },
    failed: {
      tags: 'error',
      on: { 'profile.retry': 'loading' },
    },
    refused: {
      type: 'final',
    },
  },
  output: { refused: true },
});
