import { apiErrorSchema } from '../../src/api/schemas/error.schema';

/** The error answers a route documents, all in the one error shape. */
export function errorResponses<const S extends readonly number[]>(...statuses: S): Record<S[number], typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<S[number], typeof apiErrorSchema>;
}
