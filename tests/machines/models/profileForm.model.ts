import { profileFormMachine } from '../../../src/machines/profileForm.machine';
import { apiError, profile } from '../support/fixtures';
import type { MachineModel } from '../support/modelPaths';

export const profileFormModel: MachineModel = {
  name: 'profileForm',
  machine: profileFormMachine,
  starts: [{ label: 'profile tab opened', input: { profile } }],
  events: [
    { type: 'field.change', field: 'locale', value: 'en-GB' },
    { type: 'field.change', field: 'timezone', value: 'Not/A_Zone' },
    { type: 'xstate.done.actor.updateProfile', output: { ...profile, locale: 'en-GB' } },
    { type: 'xstate.error.actor.updateProfile', error: apiError(400, 'Some of the values you entered are not valid.') },
  ],
};
