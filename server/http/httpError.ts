import type { PackageError } from '../../src/api/simulationPackage/errors';
import { messageFor, type MessageKey } from './messages';

/** A failure the client is meant to see: status, the message key in src/locales, and its text. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly developerMessage?: string,
    /** A refused package's problems, listed for the publisher to fix. */
    readonly errorMessages?: PackageError[],
    /** The values the message's text names ({{dateVal}}), sent too so that the client's translation shows them. */
    readonly params?: Record<string, string | number>,
  ) {
    super(messageFor(key, params));
  }
}

export const notFound = (developerMessage?: string) => new HttpError(404, 'errors.notFound', developerMessage);
export const unauthenticated = (developerMessage?: string) => new HttpError(401, 'errors.unauthenticated', developerMessage);
export const forbidden = (developerMessage?: string) => new HttpError(403, 'errors.forbidden', developerMessage);
