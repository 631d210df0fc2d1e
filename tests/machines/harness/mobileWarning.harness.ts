import { createActor } from 'xstate';
import { mobileWarningMachine, type MobileWarningEvent } from '../../../src/machines/mobileWarning.machine';
import { controllableCallback } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

/** The mobile warning with a fake viewport watcher that the test drives. */
export function startMobileWarning() {
  const watchViewport = controllableCallback<MobileWarningEvent>();
  const actor = createActor(mobileWarningMachine.provide({ actors: { watchViewport: watchViewport.logic } })).start();
  return { actor, watchViewport, driver: createPathDriver(actor, {}) };
}
