import { subscriptionMachine } from '../../../src/machines/subscription.machine';
import { apiError, subscription } from '../support/fixtures';
import type { MachineModel } from '../support/modelPaths';

export const subscriptionModel: MachineModel = {
  name: 'subscription',
  machine: subscriptionMachine,
  starts: [{ label: 'signed in' }],
  events: [
    { type: 'subscription.link', subscriptionId: 'HZN-COR-3190' },
    { type: 'xstate.done.actor.fetchSubscription', output: subscription },
    { type: 'xstate.error.actor.fetchSubscription', error: apiError(404) },
    { type: 'xstate.error.actor.fetchSubscription', error: apiError(503) },
    { type: 'xstate.done.actor.linkSubscription', output: { ...subscription, subscription_id: 'HZN-COR-3190' } },
    { type: 'xstate.error.actor.linkSubscription', error: apiError(400, 'Invalid Subscription.') },
  ],
};
