import type { i18n } from 'i18next';
import { navigate } from 'wouter/use-browser-location';
import { endLocalSessionActor } from '../../../api/actors/auth/endLocalSession.actor';
import { handleCallbackActor } from '../../../api/actors/auth/handleCallback.actor';
import { logOutActor } from '../../../api/actors/auth/logOut.actor';
import { restoreSessionActor } from '../../../api/actors/auth/restoreSession.actor';
import { signInActor } from '../../../api/actors/auth/signIn.actor';
import { watchSessionActor } from '../../../api/actors/auth/watchSession.actor';
import type { AuthClient } from '../../../api/auth/authClient';
import type { SessionExpiry } from '../../../api/auth/sessionExpiry';
import type { SessionSignal } from '../../../api/auth/sessionSignal';
import type { ApiClient } from '../../../api/client';
import { authMachine } from '../../../machines/auth.machine';
import { logger } from '../../logging/logger';
import { routes, safeReturnTo } from '../../routes';
import { provideProfileMachine } from './profileWiring';
import { provideSubscriptionMachine } from './subscriptionWiring';

export type AuthWiring = {
  /** The identity client of `useAuth0()`. */
  auth: AuthClient;
  /** The API client whose requests carry the session's access token. */
  api: ApiClient;
  i18n: i18n;
  expiry: SessionExpiry;
  signal: SessionSignal;
};

/**
 * The auth machine's effects: the identity client becomes its actors, its children load the
 * profile and subscription through the API client, and navigation goes through the router.
 */
export function provideAuthMachine({ auth, api, i18n, expiry, signal }: AuthWiring) {
  return authMachine.provide({
    actors: {
      restoreSession: restoreSessionActor(auth, expiry),
      signIn: signInActor(auth),
      handleCallback: handleCallbackActor(auth, expiry, () => window.location.href),
      endLocalSession: endLocalSessionActor(auth, expiry),
      logOut: logOutActor({ api, auth, expiry, returnTo: window.location.origin, logError: logger.error }),
      watchSession: watchSessionActor({ expiry, signal }),
      profile: provideProfileMachine(api, i18n),
      subscription: provideSubscriptionMachine(api),
    },
    actions: {
      navigateToReturnTo: (_, { returnTo }) => navigate(safeReturnTo(returnTo), { replace: true }),
      navigateToUnauthorised: () => navigate(routes.unauthorised, { replace: true }),
    },
  });
}
