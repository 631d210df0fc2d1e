import { isSkippedStatus, type ClientErrorEvent, type ClientErrorSource } from '../../api/schemas/clientLog.schema';

/** The limits of POST /api/logs's fields (src/api/schemas/clientLog.schema.ts). */
const LIMITS = { message: 1000, name: 200, stack: 8000, details: 4000, location: 2000 } as const;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The Error among what was logged: the value itself, or the `error` its details carry. */
export function errorIn(value: unknown): Error | undefined {
  if (value instanceof Error) return value;
  const inner = typeof value === 'object' && value !== null ? (value as { error?: unknown }).error : undefined;
  return inner instanceof Error ? inner : undefined;
}

/** The HTTP status an API failure carries (ApiError.status, or a failure's `status`); 0 means no answer came. */
function statusIn(value: unknown): number | undefined {
  for (const candidate of [value, errorIn(value)]) {
    const status = typeof candidate === 'object' && candidate !== null ? (candidate as { status?: unknown }).status : undefined;
    if (typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599) return status;
  }
  return undefined;
}

/** Details as JSON text: Errors by name and message, repeated objects once. */
function describe(details: unknown): string | undefined {
  if (details === undefined || details instanceof Error) return undefined;
  const seen = new WeakSet<object>();
  try {
    return JSON.stringify(details, (_key, value: unknown) => {
      if (value instanceof Error) return { name: value.name, message: value.message };
      if (typeof value === 'object' && value !== null) {
        if (seen.has(value)) return '[repeated]';
        seen.add(value);
      }
      return value;
    });
  } catch {
    return String(details);
  }
}

export type ErrorReport = { source: ClientErrorSource; message: string; details?: unknown };

/**
 * The POST /api/logs event of a logged problem, or null when SPEC 7 skips it: an API answer of
 * 400 to 599 is the user's to see (the generic handler shows it), not a fault of the page.
 */
export function toClientErrorEvent(report: ErrorReport, place: { pathname: string; search: string }, now: Date): ClientErrorEvent | null {
  const status = statusIn(report.details);
  if (isSkippedStatus(status)) return null;
  const error = errorIn(report.details);
  const details = describe(report.details);
  const message = report.message.trim() || error?.message || 'Unknown error';
  return {
    kind: 'error',
    source: report.source,
    message: cut(message, LIMITS.message),
    ...(error?.name ? { name: cut(error.name, LIMITS.name) } : {}),
    ...(error?.stack ? { stack: cut(error.stack, LIMITS.stack) } : {}),
    ...(details ? { details: cut(details, LIMITS.details) } : {}),
    ...(status !== undefined ? { status } : {}),
    location: cut(`${place.pathname}${place.search}`, LIMITS.location),
    occurred_at: now.toISOString(),
  };
}
