import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { authMachine } from '../../../machines/auth.machine';
import type { profileMachine } from '../../../machines/profile.machine';
import type { subscriptionMachine } from '../../../machines/subscription.machine';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** What a route needs to know of the session: wait, show the app, show the error, or ask to sign in. */
export type AuthView = 'busy' | 'signedIn' | 'error' | 'signedOut';

export function selectAuthView(snapshot: AuthSnapshot): AuthView {
  if (snapshot.hasTag('busy') || snapshot.matches('starting')) return 'busy';
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.hasTag('error')) return 'error';
  return 'signedOut';
}

export const selectIsExpired = (snapshot: AuthSnapshot) => snapshot.matches('expired');
export const selectIsLoggingOut = (snapshot: AuthSnapshot) => snapshot.matches('loggingOut');
export const selectAuthFailure = (snapshot: AuthSnapshot) => snapshot.context.failure;
// XState types an invoked child by every actor the machine declares; these ids name one each.
export const selectProfileRef = (snapshot: AuthSnapshot) =>
  snapshot.children.profile as ActorRefFrom<typeof profileMachine> | undefined;
export const selectSubscriptionRef = (snapshot: AuthSnapshot) =>
  snapshot.children.subscription as ActorRefFrom<typeof subscriptionMachine> | undefined;
