import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { profilePaths } from '../../paths/profilePaths';
import { subscriptionSchema, type Subscription } from '../../schemas/subscription.schema';

/** POST /profile/subscription with the code the billing owner handed out; answers the linked subscription. */
export function linkSubscriptionActor(api: ApiClient) {
  return fromPromise<Subscription, { subscriptionId: string }>(({ input, signal }) =>
    api.request(profilePaths.linkSubscription.url(), subscriptionSchema, { method: 'POST', body: { subscription_id: input.subscriptionId }, signal }),
  );
}
