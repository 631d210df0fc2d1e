import { createActor } from 'xstate';
import type { Health } from '../../../src/api/schemas/health.schema';
import { maintenanceMachine, type MaintenanceInput } from '../../../src/machines/maintenance.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

/** The maintenance machine with a health check that waits for the test; needs fake timers. */
export function startMaintenance(input: MaintenanceInput = { healthCheckIntervalMs: 30_000 }) {
  const checkHealth = controllablePromise<Health>();
  const actor = createActor(maintenanceMachine.provide({ actors: { checkHealth: checkHealth.logic } }), { input }).start();
  const driver = createPathDriver(actor, { checkHealth }, { healthCheckInterval: input.healthCheckIntervalMs });
  return { actor, checkHealth, driver };
}
