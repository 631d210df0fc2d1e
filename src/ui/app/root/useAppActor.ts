import { useAuth0 } from '@auth0/auth0-react';
import { useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent, Observer } from 'xstate';
import { createRef, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { watchApiFailuresActor } from '../../../api/actors/app/watchApiFailures.actor';
import { createApiFailureSignal } from '../../../api/apiFailureSignal';
import { CALLBACK_PATH } from '../../../api/auth/auth0Options';
import { createSessionExpiry } from '../../../api/auth/sessionExpiry';
import { createSessionSignal } from '../../../api/auth/sessionSignal';
import { createTokenGetter } from '../../../api/auth/tokenGetter';
import { createApiClient } from '../../../api/client';
import { createApiErrorReporter } from '../../../api/handleApiError';
import { appMachine, type AppInput } from '../../../machines/app.machine';
import { logger } from '../../logging/logger';
import { reportingTokens } from '../../logging/reportingTokens';
import { createLayoutPreference } from '../../layout/sideNav/layoutPreference';
import { useNotify } from '../../notifications/notify';
import { notFoundPath } from '../../routes';
import { useClientConfig } from '../ClientConfigContext';
import { devInspect } from '../devInspector';
import { liveActorsInspector } from '../liveActorsInspector';
import { provideAuthMachine } from '../session/authWiring';
import type { Session } from '../session/SessionContext';
import type { AppServices } from './AppContext';
import { selectAuthRef } from './appSelectors';
import {
  provideConnectivityMachine,
  provideMaintenanceMachine,
  provideMobileWarningMachine,
  provideRealtimeMachine,
  provideUpdateMachine,
  unsavedChangesGuard,
} from './shellWiring';
import { followSessionActor } from './followSession.actor';
import { provideSideNavMachine } from './sideNavWiring';

/** The root's `inspect` option: it sees every actor of the app's one system. */
function inspectRoot(): Observer<InspectionEvent> | undefined {
  const observers = [devInspect(), liveActorsInspector(window.location.search, document.body)].filter((observer) => observer !== undefined);
  if (observers.length === 0) return undefined;
  return { next: (event) => observers.forEach((observer) => observer.next?.(event)) };
}

/** Random hex (randomUUID needs a secure context, which a plain-http deployment is not). */
const randomTabId = () => Array.from(window.crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** An unreachable service is probed again this soon, so that the offline banner goes soon after it is back. */
const CONNECTIVITY_RETRY_MS = 5_000;

/**
 * The one wiring point of the app: it provides every effect of the root actor and its long-lived
 * children, and starts the root once, at the top of the app. The identity client of `useAuth0()`
 * becomes the session's actors; the API client takes its tokens from the same client and reports
 * its failures to the root (maintenance, connectivity, logging). The side navigation keeps its
 * layout in local storage and learns where it is on the page through `sideNavElement`.
 */
export function useAppActor(): { app: AppServices; session: Session } {
  const auth = useAuth0();
  const { i18n } = useTranslation();
  const config = useClientConfig();
  const notify = useNotify();
  const [wiring] = useState(() => {
    const expiry = createSessionExpiry(window.localStorage);
    const signal = createSessionSignal();
    const failures = createApiFailureSignal();
    const getToken = createTokenGetter(() => auth.getAccessTokenSilently(), signal);
    // Reports take the identity client's token as it is: one that fails goes without a token
    // instead of telling the session it has ended (a signed-out page reports as well).
    reportingTokens.use(async () => (await auth.getAccessTokenSilently()) ?? '');
    const api = createApiClient({ getToken, onFailure: failures.notify });
    const uploads = { getToken, onFailure: failures.notify };
    const layoutPreference = createLayoutPreference(window.localStorage);
    const sideNavElement = createRef<HTMLDivElement>();
    const machine = appMachine.provide({
      actors: {
        auth: provideAuthMachine({ auth, api, i18n, expiry, signal }),
        maintenance: provideMaintenanceMachine(api),
        connectivity: provideConnectivityMachine(),
        update: provideUpdateMachine(),
        mobileWarning: provideMobileWarningMachine(),
        sideNav: provideSideNavMachine({ api, preference: layoutPreference, page: document, element: sideNavElement }),
        realtime: provideRealtimeMachine(api),
        followSession: followSessionActor,
        watchApiFailures: watchApiFailuresActor({ signal: failures, logError: logger.error }),
        guardUnsavedChanges: unsavedChangesGuard(i18n),
      },
    });
    const reportApiError = createApiErrorReporter({
      showNotFound: (kind) => navigate(notFoundPath(kind), { replace: true }),
      showError: (text) => notify('error', text),
      translate: (key, fallback) => i18n.t(key, { defaultValue: fallback }),
    });
    const input: AppInput = {
      startedOnCallback: window.location.pathname === CALLBACK_PATH,
      healthCheckIntervalMs: config.health_check_interval_ms,
      connectivityRetryMs: Math.min(CONNECTIVITY_RETRY_MS, config.health_check_interval_ms),
      sideNavLayout: layoutPreference.read(),
      now: () => Date.now(),
      tabId: randomTabId(),
    };
    return { api, uploads, machine, reportApiError, input, sideNavElement, inspect: inspectRoot() };
  });
  const appRef = useActorRef(wiring.machine, { input: wiring.input, inspect: wiring.inspect });
  const authRef = useSelector(appRef, selectAuthRef);
  if (!authRef) throw new Error('The app actor has no auth child');
  return useMemo(
    () => ({
      app: { appRef, reportApiError: wiring.reportApiError, sideNavElement: wiring.sideNavElement },
      session: { authRef, api: wiring.api, uploads: wiring.uploads },
    }),
    [appRef, authRef, wiring],
  );
}
