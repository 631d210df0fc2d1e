import { useAuth0 } from '@auth0/auth0-react';
import { useActorRef } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { endLocalSessionActor } from '../../../api/actors/auth/endLocalSession.actor';
import { handleCallbackActor } from '../../../api/actors/auth/handleCallback.actor';
import { logOutActor } from '../../../api/actors/auth/logOut.actor';
import { restoreSessionActor } from '../../../api/actors/auth/restoreSession.actor';
import { signInActor } from '../../../api/actors/auth/signIn.actor';
import { watchSessionActor } from '../../../api/actors/auth/watchSession.actor';
import { CALLBACK_PATH } from '../../../api/auth/auth0Options';
import { createSessionExpiry } from '../../../api/auth/sessionExpiry';
import { createSessionSignal } from '../../../api/auth/sessionSignal';
import { createTokenGetter } from '../../../api/auth/tokenGetter';
import { createApiClient } from '../../../api/client';
import { authMachine } from '../../../machines/auth.machine';
import { routes, safeReturnTo } from '../../routes';
import { devInspect } from '../devInspector';
import { provideProfileMachine } from './profileWiring';
import type { Session } from './SessionContext';
import { provideSubscriptionMachine } from './subscriptionWiring';

/**
 * The one wiring point of the auth machine: the identity client of `useAuth0()` becomes its
 * actors, the API client takes its tokens from the same client, and navigation goes through the
 * router. Mounted once, at the root of the app.
 */
export function useAuthActor(): Session {
  const auth = useAuth0();
  const { i18n } = useTranslation();
  const [wiring] = useState(() => {
    const expiry = createSessionExpiry(window.localStorage);
    const signal = createSessionSignal();
    const api = createApiClient({ getToken: createTokenGetter(() => auth.getAccessTokenSilently(), signal) });
    const machine = authMachine.provide({
      actors: {
        restoreSession: restoreSessionActor(auth, expiry),
        signIn: signInActor(auth),
        handleCallback: handleCallbackActor(auth, expiry, () => window.location.href),
        endLocalSession: endLocalSessionActor(auth, expiry),
        logOut: logOutActor({ api, auth, expiry, returnTo: window.location.origin, logError: console.error }),
        watchSession: watchSessionActor({ expiry, signal }),
        profile: provideProfileMachine(api, i18n),
        subscription: provideSubscriptionMachine(api),
      },
      actions: {
        navigateToReturnTo: (_, { returnTo }) => navigate(safeReturnTo(returnTo), { replace: true }),
        navigateToUnauthorised: () => navigate(routes.unauthorised, { replace: true }),
      },
    });
    return { api, machine };
  });
  const authRef = useActorRef(wiring.machine, {
    input: { startedOnCallback: window.location.pathname === CALLBACK_PATH },
    inspect: devInspect(),
  });
  return useMemo(() => ({ authRef, api: wiring.api }), [authRef, wiring.api]);
}
