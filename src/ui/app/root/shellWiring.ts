import type { i18n } from 'i18next';
import { fromCallback } from 'xstate';
import { checkHealthActor } from '../../../api/actors/health/checkHealth.actor';
import { probeConnectivityActor } from '../../../api/actors/health/probeConnectivity.actor';
import { connectBrokerActor } from '../../../api/actors/realtime/connectBroker.actor';
import { fetchEndpointActor } from '../../../api/actors/realtime/fetchEndpoint.actor';
import type { ApiClient } from '../../../api/client';
import { connectivityMachine } from '../../../machines/connectivity.machine';
import { maintenanceMachine } from '../../../machines/maintenance.machine';
import { mobileWarningMachine } from '../../../machines/mobileWarning.machine';
import { realtimeMachine } from '../../../machines/realtime.machine';
import { updateMachine, type UpdateEvent } from '../../../machines/update.machine';
import { guardUnsavedChangesActor } from '../../browser/guardUnsavedChanges.actor';
import { trackHistoryPositions } from '../../browser/historyPositions';
import { installPopStateGate } from '../../browser/popStateGate';
import { serviceWorkerUpdateActors } from '../../browser/serviceWorkerUpdates';
import { watchNetworkActor } from '../../browser/watchNetwork.actor';
import { watchViewportActor } from '../../browser/watchViewport.actor';
import { logger } from '../../logging/logger';

/*
 * The effects of the root's shell children (maintenance, connectivity, update, mobile warning)
 * and of its unsaved-changes guard; `useAppActor` hands them to the root.
 */

/** The service worker that the production build emits at the site root (vite.config.ts). */
export const SERVICE_WORKER_URL = '/sw.js';
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Maintenance: GET /api/healthcheck while it is on. */
export function provideMaintenanceMachine(api: ApiClient) {
  return maintenanceMachine.provide({ actors: { checkHealth: checkHealthActor(api) } });
}

/** Connectivity: a HEAD probe of the service, and the browser's online and offline events. */
export function provideConnectivityMachine() {
  return connectivityMachine.provide({
    actors: {
      probe: probeConnectivityActor(),
      watchNetwork: watchNetworkActor({ target: window, isOnline: () => window.navigator.onLine }),
    },
  });
}

/**
 * New versions come from the service worker, which only production builds register: a
 * development server reloads by itself, and a worker caching its modules would get in its way.
 */
export function provideUpdateMachine() {
  if (!import.meta.env.PROD || !('serviceWorker' in window.navigator)) {
    return updateMachine.provide({ actors: { watchForUpdate: fromCallback<UpdateEvent>(() => undefined) } });
  }
  return updateMachine.provide({
    actors: serviceWorkerUpdateActors({
      container: window.navigator.serviceWorker,
      scriptUrl: SERVICE_WORKER_URL,
      checkIntervalMs: UPDATE_CHECK_INTERVAL_MS,
      reload: () => window.location.reload(),
      logError: logger.error,
    }),
  });
}

/**
 * The real-time connection: its endpoint through the API, its broker through mqtt.js, and its
 * failures (SPEC 8: "Notification connection failures are logged to the error reporter") and
 * rejected messages to the logger.
 */
export function provideRealtimeMachine(api: ApiClient) {
  return realtimeMachine.provide({
    actors: { fetchEndpoint: fetchEndpointActor(api), connectBroker: connectBrokerActor() },
    actions: {
      logFailure: (_, error) => logger.error('realtime connection failed', error),
      logBadMessage: (_, payload) => logger.error('realtime message rejected', payload),
    },
  });
}

/** The mobile warning follows the viewport width. */
export function provideMobileWarningMachine() {
  return mobileWarningMachine.provide({ actors: { watchViewport: watchViewportActor((query) => window.matchMedia(query)) } });
}

/**
 * The leave guard asks in the user's language; the browser's own warning has its own text. The
 * history's entries are numbered from the start, so that Back and Forward can be undone.
 */
export function unsavedChangesGuard(i18n: i18n) {
  return guardUnsavedChangesActor({
    window,
    document,
    location: window.location,
    history: window.history,
    positions: trackHistoryPositions(window.history),
    popStates: installPopStateGate(window),
    confirmLeave: () => window.confirm(i18n.t('shell.unsavedChanges')),
  });
}
