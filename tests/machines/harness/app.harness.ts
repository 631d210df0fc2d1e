import { createActor, createMachine, type EventObject } from 'xstate';
import type { Health } from '../../../src/api/schemas/health.schema';
import { appMachine, type AppInput } from '../../../src/machines/app.machine';
import type { authMachine } from '../../../src/machines/auth.machine';
import { connectivityMachine, type ConnectivityEvent } from '../../../src/machines/connectivity.machine';
import { maintenanceMachine } from '../../../src/machines/maintenance.machine';
import { mobileWarningMachine, type MobileWarningEvent } from '../../../src/machines/mobileWarning.machine';
import { updateMachine, type UpdateEvent } from '../../../src/machines/update.machine';
import { controllableCallback, controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { fakeRealtime, realtimeInput } from './realtime.harness';
import { fakeSideNav } from './sideNav.harness';

export const appInput: AppInput = {
  startedOnCallback: false,
  healthCheckIntervalMs: 30_000,
  connectivityRetryMs: 5_000,
  sideNavLayout: 'expanded',
  now: realtimeInput.now,
  tabId: realtimeInput.tabId,
};

/**
 * The root actor with fake effects. The session is a machine that does nothing (the auth machine
 * has tests of its own); the other children are the real machines over fakes, so that the test
 * sees what the root forwards to them.
 */
export function startApp(input: AppInput = appInput) {
  const fakes = {
    checkHealth: controllablePromise<Health>(),
    probe: controllablePromise<void>(),
    applyUpdate: controllablePromise<void>(),
    watchNetwork: controllableCallback<ConnectivityEvent>(),
    watchForUpdate: controllableCallback<UpdateEvent>(),
    watchViewport: controllableCallback<MobileWarningEvent>(),
    followSession: controllableCallback<EventObject>(),
    watchApiFailures: controllableCallback<EventObject>(),
    guardUnsavedChanges: controllableCallback<EventObject>(),
    sideNav: fakeSideNav(),
    realtime: fakeRealtime(),
  };
  const idleSession = createMachine({ id: 'auth' }) as unknown as typeof authMachine;
  const actor = createActor(
    appMachine.provide({
      actors: {
        auth: idleSession,
        maintenance: maintenanceMachine.provide({ actors: { checkHealth: fakes.checkHealth.logic } }),
        connectivity: connectivityMachine.provide({ actors: { probe: fakes.probe.logic, watchNetwork: fakes.watchNetwork.logic } }),
        update: updateMachine.provide({ actors: { watchForUpdate: fakes.watchForUpdate.logic, applyUpdate: fakes.applyUpdate.logic } }),
        mobileWarning: mobileWarningMachine.provide({ actors: { watchViewport: fakes.watchViewport.logic } }),
        sideNav: fakes.sideNav.machine,
        realtime: fakes.realtime.machine,
        followSession: fakes.followSession.logic,
        watchApiFailures: fakes.watchApiFailures.logic,
        guardUnsavedChanges: fakes.guardUnsavedChanges.logic,
      },
    }),
    { input },
  ).start();
  return { actor, fakes, driver: createPathDriver(actor, {}) };
}
