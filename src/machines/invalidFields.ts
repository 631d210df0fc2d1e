import { ApiError } from '../api/apiError';

/**
 * The fields of a request body that the server refused (its 400 lists each issue with a path such
 * as `body.name`), among those a form shows, so that the form marks them where the user types.
 */
export function invalidFields<TField extends string>(error: unknown, fields: readonly TField[]): TField[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const paths = new Set((error.body.errors ?? []).map((issue) => issue.path));
  return fields.filter((field) => paths.has(`body.${field}`));
}
