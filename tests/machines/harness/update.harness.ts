import { createActor } from 'xstate';
import { updateMachine, type UpdateEvent } from '../../../src/machines/update.machine';
import { controllableCallback, controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

/** The update machine with a fake service-worker watcher and an update that waits for the test. */
export function startUpdate() {
  const watchForUpdate = controllableCallback<UpdateEvent>();
  const applyUpdate = controllablePromise<void>();
  const actor = createActor(
    updateMachine.provide({ actors: { watchForUpdate: watchForUpdate.logic, applyUpdate: applyUpdate.logic } }),
  ).start();
  return { actor, watchForUpdate, applyUpdate, driver: createPathDriver(actor, { applyUpdate }) };
}
