import type { SnapshotFrom } from 'xstate';
import type { profileMachine } from '../../../machines/profile.machine';

type ProfileSnapshot = SnapshotFrom<typeof profileMachine> | undefined;

/** While the profile is not loaded the signed-in pages wait; a failed load offers a retry. */
export type ProfileView = 'busy' | 'failed' | 'loaded';

export function selectProfileView(snapshot: ProfileSnapshot): ProfileView {
  if (snapshot?.hasTag('error')) return 'failed';
  return snapshot?.context.profile ? 'loaded' : 'busy';
}

export const selectProfile = (snapshot: ProfileSnapshot) => snapshot?.context.profile ?? null;
/** The zone the user's dates are shown in; the browser's own until the profile is loaded. */
export const selectTimeZone = (snapshot: ProfileSnapshot) => snapshot?.context.profile?.timezone;
