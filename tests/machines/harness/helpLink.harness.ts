import { vi } from 'vitest';
import { createActor } from 'xstate';
import { helpLinkMachine } from '../../../src/machines/helpLink.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

export function startHelpLink() {
  const fetchLocation = controllablePromise<string>();
  const actions = { reserveWindow: vi.fn(), showLocation: vi.fn(), showFallback: vi.fn() };
  const actor = createActor(helpLinkMachine.provide({ actors: { fetchLocation: fetchLocation.logic }, actions })).start();
  return { actor, actions, fetchLocation, driver: createPathDriver(actor, { fetchLocation }, {}, actions) };
}
