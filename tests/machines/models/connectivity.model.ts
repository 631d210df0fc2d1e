import { connectivityMachine } from '../../../src/machines/connectivity.machine';
import type { MachineModel } from '../support/modelPaths';

export const connectivityModel: MachineModel = {
  name: 'connectivity',
  machine: connectivityMachine,
  starts: [{ label: 'app started', input: { pollIntervalMs: 30_000, retryIntervalMs: 5_000 } }],
  events: [{ type: 'xstate.error.actor.probe', error: new Error('Failed to fetch') }],
};
