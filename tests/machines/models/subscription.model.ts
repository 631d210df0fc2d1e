import { subscriptionMachine } from '../../../src/machines/subscription.machine';
import { apiError, subscription } from '../support/fixtures';
import type { MachineModel } from '../support/modelPaths';

export const subscriptionModel: MachineModel = {
  name: 'subscription',
  machine: subscriptionMachine,
  starts: [{ label: 'signed in' }],
  events: [
    { type: 'xstate.done.actor.fetchSubscription', output: subscription },
    { type: 'xstate.error.actor.fetchSubscription', error: apiError(404) },
    { type: 'xstate.error.actor.fetchSubscription', error: apiError(503) },
  ],
};
