import { logoutDialogMachine } from '../../../src/machines/logoutDialog.machine';
import type { MachineModel } from '../support/modelPaths';

export const logoutDialogModel: MachineModel = {
  name: 'logoutDialog',
  machine: logoutDialogMachine,
  starts: [{ label: 'layout shown' }],
  events: [],
};
