/** Identity-provider errors that mean the session cannot be renewed silently any more (SPEC 4). */
const SESSION_ENDING_ERRORS = new Set(['login_required', 'missing_refresh_token', 'invalid_grant']);

export function isSessionEndingError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('error' in error)) return false;
  return typeof error.error === 'string' && SESSION_ENDING_ERRORS.has(error.error);
}
