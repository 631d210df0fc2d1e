import { z } from 'zod';
import { packageErrorListSchema } from '../simulationPackage/errors';

/**
 * The one error shape of every API failure (DESIGN "Server"). `code` repeats the HTTP status so
 * that a client holding only the body (e.g. a 503 maintenance answer) can act on it. `key` names
 * the message in src/locales when the client should show its own translation of `message`.
 */
export const apiErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  key: z.string().optional(),
  /** The values `key`'s text names, e.g. { dateVal: '2026-07-01' } for 'Date must be later than {{dateVal}}.'. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  developer_message: z.string().optional(),
  status_page_url: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** A refused upload's problems, in the engine's words (SPEC 3 "Simulation status object"). */
  error_messages: packageErrorListSchema.optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
