import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { profilePaths } from '../../paths/profilePaths';
import { subscriptionSchema, type Subscription } from '../../schemas/subscription.schema';

/** GET /api/profile/subscription: a 404 (no subscription) rejects like any other failure. */
export function fetchSubscriptionActor(api: ApiClient) {
  return fromPromise<Subscription>(({ signal }) => api.request(profilePaths.subscription.url(), subscriptionSchema, { signal }));
}
