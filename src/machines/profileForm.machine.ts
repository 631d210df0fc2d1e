import { assign, fromPromise, sendParent, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import { profileUpdateSchema, type Profile, type ProfileUpdate } from '../api/schemas/profile.schema';
import type { AppEvent } from './app.machine';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

/** The fields of the profile the user edits (SPEC 3 "Profile"). */
export type ProfileDraft = Required<ProfileUpdate>;

export type ProfileFieldChange = { [K in keyof ProfileDraft]: { type: 'field.change'; field: K; value: ProfileDraft[K] } }[keyof ProfileDraft];

export type ProfileFormContext = {
  saved: ProfileDraft;
  draft: ProfileDraft;
  failure: ApiFailure | null;
};

export type ProfileFormEvent = ProfileFieldChange | { type: 'form.reset' } | { type: 'form.submit' };

export function toProfileDraft(profile: Profile): ProfileDraft {
  const { first_name, last_name, organisation, region, locale, timezone, department, job_title, portfolio_notification, mfa_enabled } = profile;
  return { first_name, last_name, organisation, region, locale, timezone, department, job_title, portfolio_notification, mfa_enabled };
}

export const isProfileDirty = ({ draft, saved }: ProfileFormContext) => (Object.keys(draft) as Array<keyof ProfileDraft>).some((key) => draft[key] !== saved[key]);

/**
 * The My Account profile form: editing ⇄ saving. Saving sends the whole draft; on success the
 * draft becomes the saved profile, 'Profile saved.' is shown and the session's profile is
 * refreshed, which applies a new locale to the UI without a reload. Whether the draft differs from
 * the saved profile goes to the parent (the app actor) at every change, as `form.dirty`.
 */
export const profileFormMachine = setup({
  types: {
    context: {} as ProfileFormContext,
    events: {} as ProfileFormEvent,
    input: {} as { profile: Profile },
    tags: {} as 'busy' | 'error',
  },
  actors: {
    updateProfile: fromPromise<Profile, ProfileUpdate>(notProvided('updateProfile')),
  },
  actions: {
    notifySaved: notProvided('notifySaved'),
    refreshSessionProfile: notProvided('refreshSessionProfile'),
    storeField: assign({ draft: ({ context }, change: ProfileFieldChange) => ({ ...context.draft, [change.field]: change.value }) }),
    resetDraft: assign({ draft: ({ context }) => context.saved, failure: null }),
    storeSaved: assign({ saved: (_, profile: Profile) => toProfileDraft(profile), draft: (_, profile: Profile) => toProfileDraft(profile), failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    reportDirty: sendParent(({ context, self }): AppEvent => ({ type: 'form.dirty', form: self.id, dirty: isProfileDirty(context) })),
  },
  guards: {
    canSave: ({ context }) => isProfileDirty(context) && profileUpdateSchema.safeParse(context.draft).success,
  },
}).createMachine({
  id: 'profileForm',
  context: ({ input }) => ({ saved: toProfileDraft(input.profile), draft: toProfileDraft(input.profile), failure: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: [{ type: 'storeField', params: ({ event }) => event }, 'reportDirty'] },
        'form.reset': { actions: ['resetDraft', 'reportDirty'] },
        'form.submit': { guard: 'canSave', target: 'saving' },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'updateProfile',
        src: 'updateProfile',
        input: ({ context }) => context.draft,
        onDone: {
          target: 'editing',
          actions: [{ type: 'storeSaved', params: ({ event }) => event.output }, 'reportDirty', 'notifySaved', 'refreshSessionProfile'],
        },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failed: {
      tags: 'error',
      on: {
        'field.change': { target: 'editing', actions: [{ type: 'storeField', params: ({ event }) => event }, 'reportDirty'] },
        'form.reset': { target: 'editing', actions: ['resetDraft', 'reportDirty'] },
        'form.submit': { guard: 'canSave', target: 'saving' },
      },
    },
  },
});
