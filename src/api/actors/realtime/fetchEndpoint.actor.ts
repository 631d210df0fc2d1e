import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { collectionPaths } from '../../paths/collectionPaths';
import { notificationEndpointSchema, type NotificationEndpoint } from '../../schemas/notifications.schema';

/** GET /api/notifications/endpoint (SPEC 7): the signed details of the user's real-time connection. */
export function fetchEndpointActor(api: ApiClient) {
  return fromPromise<NotificationEndpoint>(({ signal }) => api.request(collectionPaths.notificationEndpoint.url(), notificationEndpointSchema, { signal }));
}
