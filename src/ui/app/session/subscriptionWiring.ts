import { fetchSubscriptionActor } from '../../../api/actors/profile/fetchSubscription.actor';
import { linkSubscriptionActor } from '../../../api/actors/profile/linkSubscription.actor';
import type { ApiClient } from '../../../api/client';
import { subscriptionMachine } from '../../../machines/subscription.machine';

/** The subscription machine's effects: GET and POST /api/profile/subscription. */
export function provideSubscriptionMachine(api: ApiClient) {
  return subscriptionMachine.provide({
    actors: { fetchSubscription: fetchSubscriptionActor(api), linkSubscription: linkSubscriptionActor(api) },
  });
}
