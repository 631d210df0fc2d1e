import { fetchSubscriptionActor } from '../../../api/actors/profile/fetchSubscription.actor';
import type { ApiClient } from '../../../api/client';
import { subscriptionMachine } from '../../../machines/subscription.machine';

/** The subscription machine's one effect: GET /api/profile/subscription. */
export function provideSubscriptionMachine(api: ApiClient) {
  return subscriptionMachine.provide({
    actors: { fetchSubscription: fetchSubscriptionActor(api) },
  });
}
