import { ApiError } from './apiError';
import { isMaintenanceAnswer, toMaintenanceNotice, type MaintenanceNotice } from './maintenanceNotice';
import type { NotFoundKind } from './notFoundKinds';

/**
 * SPEC 8 "Handling by status", in one place, in two halves. Some reactions concern the whole app
 * whoever made the call (logging, the maintenance banner, the connectivity check): the API client
 * reports every failure to `observeApiFailure`. The others depend on the page that made the call
 * (which not-found message, whether to show a toast): its wiring hands the failure to the
 * reporter of `createApiErrorReporter`.
 */

export type AppWideEffects = {
  logError(message: string, details: Record<string, unknown>): void;
  beginMaintenance(notice: MaintenanceNotice): void;
  checkConnectivity(): void;
};

/** Status 500 and above is logged with its developer message; so is an answer the client could not read. */
export function observeApiFailure(error: ApiError, effects: AppWideEffects): void {
  const { status, body } = error;
  if (status >= 500 || (status === 0 && body.developer_message)) {
    effects.logError(`API failure ${status}: ${body.message}`, { status, code: body.code, developer_message: body.developer_message });
  }
  if (isMaintenanceAnswer(error)) effects.beginMaintenance(toMaintenanceNotice(error));
  // No answer at all: the network may be gone, which the offline banner should say at once.
  if (status === 0 && !body.developer_message) effects.checkConnectivity();
}

export type ReportOptions = {
  /** What the page was loading, so that a 404 explains what is missing. */
  notFound?: NotFoundKind;
};

/** A page's failed call: the not-found route for a 404, otherwise a toast unless a banner says it. */
export type ReportApiError = (error: unknown, options?: ReportOptions) => void;

export type PageEffects = {
  showNotFound(kind: NotFoundKind | undefined): void;
  showError(text: string): void;
  /** The text of `key` in the user's language, `fallback` when there is none. */
  translate(key: string, fallback?: string): string;
};

const UNEXPECTED = 'errors.unexpected';

export function createApiErrorReporter(effects: PageEffects): ReportApiError {
  return (error, options = {}) => {
    if (error instanceof ApiError && error.status === 404) return effects.showNotFound(options.notFound);
    if (isMaintenanceAnswer(error)) return;
    effects.showError(toastText(error, effects.translate));
  };
}

/**
 * The body's message (in the user's language when the server names its key), else the status
 * text (the client puts it in the message when the body is not the error shape), else the
 * generic text. A call that got no answer, or something that is not an API error, is unexpected.
 */
function toastText(error: unknown, translate: PageEffects['translate']): string {
  if (!(error instanceof ApiError) || error.status === 0) return translate(UNEXPECTED);
  const { key, message } = error.body;
  if (key) return translate(key, message || undefined);
  return message || translate(UNEXPECTED);
}
