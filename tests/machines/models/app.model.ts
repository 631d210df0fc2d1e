import { appMachine } from '../../../src/machines/app.machine';
import { appInput } from '../harness/app.harness';
import type { MachineModel } from '../support/modelPaths';

export const appModel: MachineModel = {
  name: 'app',
  machine: appMachine,
  starts: [{ label: 'app started', input: appInput }],
  events: [
    { type: 'session.change', signedIn: true },
    { type: 'session.change', signedIn: false },
    { type: 'form.dirty', dirty: true },
    { type: 'form.dirty', dirty: false },
  ],
};
