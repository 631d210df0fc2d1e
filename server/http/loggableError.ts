/** node-postgres and PGlite report PostgreSQL's errors with a severity and a five-character SQLSTATE code. */
function isDatabaseError(error: unknown): error is Record<string, unknown> {
  if (typeof error !== 'object' || error === null || !('severity' in error)) return false;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

const DATABASE_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint'] as const;

/**
 * What of a failure may go to the log. A database error keeps only where it happened: its
 * message, detail, statement and parameters may quote what a user typed (an e-mail address, a
 * name), which must not end up in log files.
 */
export function loggableError(error: unknown): unknown {
  if (!isDatabaseError(error)) return error;
  const fields: Record<string, unknown> = { type: 'DatabaseError' };
  for (const field of DATABASE_FIELDS) if (error[field] !== undefined) fields[field] = error[field];
  return fields;
}
