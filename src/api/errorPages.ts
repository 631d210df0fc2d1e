/**
 * SPEC 2 "error: a public error route": where the app and the server send a user whose page met
 * an unrecoverable error. Both sides build its address here, so they cannot disagree. `id` is the
 * error's reference (the server's request id, which its log records), shown under the technical
 * details for the user to quote to support.
 */
export const errorPages = {
  path: '/error',
  /** The query parameter holding the error's reference. */
  referenceParam: 'id',
  withReference: (reference: string) => `/error?id=${encodeURIComponent(reference)}`,
} as const;
