import { createActor } from 'xstate';
import type { Changelog } from '../../../src/api/schemas/changelog.schema';
import { infoCentreMachine, type ServiceCheck } from '../../../src/machines/infoCentre.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

/** The Info Centre over a controllable changelog and health check. */
export function startInfoCentre() {
  const loadChangelog = controllablePromise<Changelog>();
  const checkService = controllablePromise<ServiceCheck>();
  const actor = createActor(infoCentreMachine.provide({ actors: { loadChangelog: loadChangelog.logic, checkService: checkService.logic } })).start();
  return { actor, loadChangelog, checkService, driver: createPathDriver(actor, { loadChangelog, checkService }) };
}
