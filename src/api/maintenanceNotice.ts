import { ApiError } from './apiError';

/** What the maintenance banner shows; a null message means the default text in the user's language. */
export type MaintenanceNotice = {
  message: string | null;
  statusPageUrl: string | null;
};

/** SPEC 8: an answer whose body code is 503 means the service is down for maintenance. */
export function isMaintenanceAnswer(error: unknown): error is ApiError {
  return error instanceof ApiError && error.body.code === 503;
}

/**
 * The banner's notice from a maintenance answer. The server names its default message by key, and
 * that default is shown in the user's language; an operator's own message is shown as written.
 */
export function toMaintenanceNotice(error: ApiError): MaintenanceNotice {
  return {
    message: error.body.key ? null : error.body.message || null,
    statusPageUrl: error.body.status_page_url ?? null,
  };
}
