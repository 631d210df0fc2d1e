import { z } from 'zod';
import { textSchema, timestampSchema } from './common.schema';

/**
 * SPEC 7: the error-reporting service skips events whose HTTP status is 400 to 599. Those are the
 * API's answers to the user (refusals, outages) that the generic handler already shows; they are
 * not faults of the page.
 */
export const isSkippedStatus = (status: number | undefined): boolean => status !== undefined && status >= 400 && status <= 599;

/** Where a client error was caught: the window, an unhandled promise rejection, a page that failed to render, or the app's logger. */
export const clientErrorSourceSchema = z.enum(['window', 'unhandledRejection', 'render', 'logger']);
export type ClientErrorSource = z.infer<typeof clientErrorSourceSchema>;

/** The page the event happened on: its path and query, never another site's address. */
const locationSchema = textSchema.max(2000).regex(/^\//, { error: 'must be a path of this site' });

const clientErrorSchema = z.object({
  kind: z.literal('error'),
  source: clientErrorSourceSchema,
  message: textSchema.min(1).max(1000),
  /** The error's class name (TypeError, ApiError, ...). */
  name: textSchema.max(200).optional(),
  stack: textSchema.max(8000).optional(),
  /** What the code that logged it added (an API failure's developer message, a component stack), as JSON text. */
  details: textSchema.max(4000).optional(),
  /** The HTTP status of a failed API call the error carries; SPEC 7's 400-599 are not reported at all. */
  status: z
    .number()
    .int()
    .min(100)
    .max(599)
    .refine((status) => !isSkippedStatus(status), { error: 'is 400-599: such events are skipped (SPEC 7)' })
    .optional(),
  location: locationSchema,
  occurred_at: timestampSchema,
});

/** Milliseconds since the navigation started, each 0-10 minutes; a phase the page has not reached yet is left out. */
const millisecondsSchema = z.number().min(0).max(600_000);

const pageLoadSchema = z.object({
  kind: z.literal('pageLoad'),
  location: locationSchema,
  /** Whether the load event had ended when the report was made (SPEC 9: 4 s after the navigation started). */
  complete: z.boolean(),
  timings: z.object({
    time_to_first_byte: millisecondsSchema.optional(),
    dom_content_loaded: millisecondsSchema.optional(),
    load: millisecondsSchema.optional(),
    first_contentful_paint: millisecondsSchema.optional(),
  }),
  occurred_at: timestampSchema,
});

/** POST /api/logs (SPEC 7 "a logging endpoint"): one client error or page-load timing. */
export const clientLogEventSchema = z.discriminatedUnion('kind', [clientErrorSchema, pageLoadSchema]);
export type ClientLogEvent = z.infer<typeof clientLogEventSchema>;
export type ClientErrorEvent = z.infer<typeof clientErrorSchema>;
export type PageLoadEvent = z.infer<typeof pageLoadSchema>;
