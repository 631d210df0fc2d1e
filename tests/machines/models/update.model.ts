import { updateMachine } from '../../../src/machines/update.machine';
import type { MachineModel } from '../support/modelPaths';

export const updateModel: MachineModel = {
  name: 'update',
  machine: updateMachine,
  starts: [{ label: 'app started' }],
  events: [{ type: 'xstate.error.actor.applyUpdate', error: new Error('no waiting service worker') }],
};
