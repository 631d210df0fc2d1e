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

/** SPEC 9: defaults of the messaging service. */
export const DEFAULT_MESSAGING_REGION = 'ap-southeast-2';
export const DEFAULT_MESSAGING_SERVICE = 'iotdevicegateway';
