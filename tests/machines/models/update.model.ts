import { updateMachine } from '../../../src/machines/update.machine';
import { ANY } from '../support/modelExpectations';
import { machineModel } from '../support/modelPaths';

/**
 * SPEC 4 "Maintenance, update, offline" and SPEC 8 "Banners": the update flag is set when a new
 * service worker waits; Update makes it take over and reloads; if that fails the banner stays.
 */
export const updateModel = machineModel({
  name: 'update',
  machine: updateMachine,
  starts: [{ label: 'app started', state: 'current', context: {} }],
  events: {
    'a new version is installed': { type: 'update.ready' },
    'the user clicks Update': { type: 'update.apply' },
    'the new version cannot take over': { type: 'xstate.error.actor.applyUpdate', error: new Error('no waiting service worker') },
  },
  states: {
    [ANY]: { invoked: { watchForUpdate: undefined } },
    current: { says: 'no update banner' },
    ready: { says: '"A new version is available, please click Update to apply!"', tags: ['ready'] },
    applying: { says: 'the banner stays, busy, while the page reloads on the new version', tags: ['ready', 'busy'], invoked: { applyUpdate: undefined } },
  },
  transitions: {
    current: { 'a new version is installed': 'ready' },
    ready: { 'the user clicks Update': 'applying' },
    applying: { 'the new version cannot take over': 'ready' },
  },
});
