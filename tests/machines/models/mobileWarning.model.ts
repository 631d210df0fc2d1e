import { mobileWarningMachine } from '../../../src/machines/mobileWarning.machine';
import type { MachineModel } from '../support/modelPaths';

export const mobileWarningModel: MachineModel = {
  name: 'mobileWarning',
  machine: mobileWarningMachine,
  starts: [{ label: 'app started' }],
  events: [
    { type: 'viewport.change', narrow: true },
    { type: 'viewport.change', narrow: false },
  ],
};
