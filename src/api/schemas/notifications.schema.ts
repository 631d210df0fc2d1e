import { z } from 'zod';

/** SPEC 3 "Notification subscription details": what the browser needs to open its broker connection. */
export const notificationEndpointSchema = z.object({
  topic: z.string(),
  endpoint: z.string(),
  access_key_id: z.string(),
  secret_access_key: z.string(),
  session_token: z.string(),
  service_name: z.string(),
  region: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
});
export type NotificationEndpoint = z.infer<typeof notificationEndpointSchema>;

/**
 * The broker binds a connection to the signed-in user: its MQTT client id must be
 * `horizon-<user id>-<anything unique per tab>`, the user id being the `sub` of the session token
 * (the last segment of `topic`). Any other client id is refused on connect.
 */
export const mqttClientIdPrefix = (userId: string) => `horizon-${userId}-`;

/** SPEC 9: defaults of the messaging service. */
export const DEFAULT_MESSAGING_REGION = 'ap-southeast-2';
export const DEFAULT_MESSAGING_SERVICE = 'iotdevicegateway';
