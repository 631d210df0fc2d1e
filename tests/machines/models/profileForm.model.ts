import type { ApiFailure } from '../../../src/api/apiError';
import type { Profile } from '../../../src/api/schemas/profile.schema';
import { profileFormMachine, type ProfileDraft } from '../../../src/machines/profileForm.machine';
import { apiError, profile } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';

type Expected = { saved: ProfileDraft; draft: ProfileDraft; failure: ApiFailure | null };

/** SPEC 3 "Profile": the fields the user edits on My Account. */
const draftOf = (from: Profile): ProfileDraft => ({
  first_name: from.first_name,
  last_name: from.last_name,
  organisation: from.organisation,
  region: from.region,
  locale: from.locale,
  timezone: from.timezone,
  department: from.department,
  job_title: from.job_title,
  portfolio_notification: from.portfolio_notification,
  mfa_enabled: from.mfa_enabled,
});
const SAVED = draftOf(profile);
const answered: Profile = { ...profile, locale: 'en-GB' };
const SUBMIT = 'the user presses Save';
const isDirty = ({ draft, saved }: Expected) => JSON.stringify(draft) !== JSON.stringify(saved);
/** A time zone must be one the browser knows (IANA), independently of the app's own list. */
const isValid = ({ draft }: Expected) => Intl.supportedValuesOf('timeZone').includes(draft.timezone);
const submit = (context: Expected) => (isDirty(context) && isValid(context) ? 'saving' : {});
/** Every change tells the app whether the form now differs from the saved profile (SPEC 4 unsaved-changes warning). */
const change = (field: keyof ProfileDraft, value: string, to?: string) => (context: Expected) => ({
  to,
  context: { draft: { ...context.draft, [field]: value } },
  calls: { reportDirty: [undefined] },
});
const reset = (to?: string) => (context: Expected) => ({ to, context: { draft: context.saved, failure: null }, calls: { reportDirty: [undefined] } });

/**
 * SPEC 2 "My Account" (profile: organisation, region, notification preference, MFA), SPEC 8
 * "Success toasts" (profile saved), SPEC 9 "Locales": a saved locale applies at once, through the
 * session's profile. Save does nothing for an unchanged or invalid form.
 */
export const profileFormModel = machineModel({
  name: 'profileForm',
  machine: profileFormMachine,
  starts: [{ label: 'profile tab opened', input: { profile }, state: 'editing', context: { saved: SAVED, draft: SAVED, failure: null } as Expected }],
  events: {
    'the user picks en-GB': { type: 'field.change', field: 'locale', value: 'en-GB' },
    'the user types the time zone "Not/A_Zone"': { type: 'field.change', field: 'timezone', value: 'Not/A_Zone' },
    'the user resets the form': { type: 'form.reset' },
    [SUBMIT]: { type: 'form.submit' },
    'the profile is saved': { type: 'xstate.done.actor.updateProfile', output: answered },
    'the server refuses the values': { type: 'xstate.error.actor.updateProfile', error: apiError(400, 'Some of the values you entered are not valid.') },
  },
  states: {
    editing: { says: (context) => `the profile form${isDirty(context) ? ' with unsaved changes' : ''}${isValid(context) ? '' : ', the time zone invalid'}` },
    saving: { says: 'saving the profile', tags: ['busy'], invoked: ({ draft }) => ({ updateProfile: draft }) },
    failed: { says: ({ failure }) => `"${failure?.message}"`, tags: ['error'] },
  },
  transitions: {
    editing: {
      'the user picks en-GB': change('locale', 'en-GB'),
      'the user types the time zone "Not/A_Zone"': change('timezone', 'Not/A_Zone'),
      'the user resets the form': reset(),
      [SUBMIT]: submit,
    },
    saving: {
      'the profile is saved': {
        to: 'editing',
        context: { saved: draftOf(answered), draft: draftOf(answered), failure: null },
        calls: { reportDirty: [undefined], notifySaved: [undefined], refreshSessionProfile: [undefined] },
      },
      'the server refuses the values': { to: 'failed', context: { failure: { status: 400, message: 'Some of the values you entered are not valid.' } } },
    },
    failed: {
      'the user picks en-GB': change('locale', 'en-GB', 'editing'),
      'the user types the time zone "Not/A_Zone"': change('timezone', 'Not/A_Zone', 'editing'),
      'the user resets the form': reset('editing'),
      [SUBMIT]: submit,
    },
  },
});
