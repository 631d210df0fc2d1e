import type { SnapshotFrom } from 'xstate';
import type { profileMachine } from '../../../machines/profile.machine';
import type { subscriptionMachine } from '../../../machines/subscription.machine';

type ProfileSnapshot = SnapshotFrom<typeof profileMachine> | undefined;
type SubscriptionSnapshot = SnapshotFrom<typeof subscriptionMachine> | undefined;

/** SPEC 6: organisation admins manage the company connection. */
export const selectIsAdmin = (snapshot: ProfileSnapshot) => snapshot?.context.profile?.app_metadata.roles?.includes('admin') ?? false;

export const selectSubscription = (snapshot: SubscriptionSnapshot) => snapshot?.context.subscription ?? null;
export const selectSubscriptionLoading = (snapshot: SubscriptionSnapshot) => !snapshot || snapshot.hasTag('busy');
export const selectLinking = (snapshot: SubscriptionSnapshot) => snapshot?.hasTag('linking') ?? false;
export const selectLinkFailure = (snapshot: SubscriptionSnapshot) => (snapshot?.hasTag('linkFailed') ? snapshot.context.linkFailure : null);
