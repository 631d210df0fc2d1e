import { learningDialogMachine } from '../../../src/machines/learningDialog.machine';
import type { MachineModel } from '../support/modelPaths';

export const learningDialogModel: MachineModel = {
  name: 'learningDialog',
  machine: learningDialogMachine,
  starts: [{ label: 'layout shown' }],
  events: [
    { type: 'choice.select', choice: 'hasAccount' },
    { type: 'choice.select', choice: 'noAccount' },
  ],
};
