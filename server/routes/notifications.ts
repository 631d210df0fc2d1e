import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_MESSAGING_REGION,
  DEFAULT_MESSAGING_SERVICE,
  notificationEndpointSchema,
} from '../../src/api/schemas/notifications.schema';
import { apiErrorSchema } from '../../src/api/schemas/error.schema';
import { issueSessionToken, userTopic } from '../realtime/sessionToken';
import { routeAt } from '../http/routeAt';
import { signedIn } from '../permissions/routeRule';
import { collectionPaths } from '../../src/api/paths/collectionPaths';

const SESSION_TTL_SECONDS = 3600;

/** Hands the browser a short-lived, signed connection to its own topic on the broker. */
export const notificationRoutes: FastifyPluginAsyncZod<{ sessionSecret: Uint8Array; brokerUrl: string }> = async (app, options) => {
  app.route({
    ...routeAt(collectionPaths.notificationEndpoint),
    config: { rule: signedIn },
    schema: { tags: ['notifications'], response: { 200: notificationEndpointSchema, 401: apiErrorSchema } },
    handler: async (request) => {
      const { token, expiresAt } = await issueSessionToken(options.sessionSecret, request.user.id, SESSION_TTL_SECONDS);
      return {
        topic: userTopic(request.user.id),
        endpoint: options.brokerUrl,
        access_key_id: '',
        secret_access_key: '',
        session_token: token,
        service_name: DEFAULT_MESSAGING_SERVICE,
        region: DEFAULT_MESSAGING_REGION,
        expires_at: expiresAt.toISOString(),
      };
    },
  });
};
