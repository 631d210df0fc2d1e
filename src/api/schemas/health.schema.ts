import { z } from 'zod';

/** GET /api/healthcheck: the service and its database answer. */
export const healthSchema = z.object({ status: z.literal('ok'), version: z.string() });
export type Health = z.infer<typeof healthSchema>;
