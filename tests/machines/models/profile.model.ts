import { profileMachine } from '../../../src/machines/profile.machine';
import { apiError, profile } from '../support/fixtures';
import type { MachineModel } from '../support/modelPaths';

export const profileModel: MachineModel = {
  name: 'profile',
  machine: profileMachine,
  starts: [{ label: 'signed in' }],
  events: [
    { type: 'xstate.done.actor.fetchProfile', output: profile },
    { type: 'xstate.error.actor.fetchProfile', error: apiError(403) },
    { type: 'xstate.error.actor.fetchProfile', error: apiError(500) },
  ],
};
