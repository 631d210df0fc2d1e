import type { ErrorEvent as SentryEvent } from '@sentry/browser';
import { isSkippedStatus, type ClientErrorEvent } from '../../api/schemas/clientLog.schema';

/** Drops SPEC 7's skipped statuses, whatever part of the app captured the event. */
export function skipHttpAnswers(event: SentryEvent): SentryEvent | null {
  const status = event.extra?.status;
  return typeof status === 'number' && isSkippedStatus(status) ? null : event;
}

export type SentryReporter = (event: ClientErrorEvent, error: Error | undefined) => void;

/**
 * Client errors also go to a Sentry-compatible service when SENTRY_DSN is set (SPEC 7 "an
 * error-reporting service"). The SDK is fetched with the first error, so that pages that never
 * fail never download it. Its own window handlers stay off: the app's error reporting already
 * catches window errors and rejections and hands each one here once. No access token, header,
 * cookie or user detail goes with an event: a token is a credential a third party must not hold,
 * and the service needs none to group errors; our own POST /api/logs carries it and logs the
 * user's id.
 */
export function createSentryReporter(dsn: string, release: string): SentryReporter {
  let sdk: Promise<typeof import('@sentry/browser')> | undefined;
  const load = () => {
    sdk ??= import('@sentry/browser').then((sentry) => {
      sentry.init({
        dsn,
        release: `horizon@${release}`,
        // Headers (the Authorization one above all), cookies and bodies stay with the browser.
        dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [] },
        integrations: (defaults) => defaults.filter((integration) => integration.name !== 'GlobalHandlers'),
        beforeSend: skipHttpAnswers,
      });
      return sentry;
    });
    return sdk;
  };
  return (event, error) => {
    load().then(
      (sentry) =>
        sentry.captureException(error ?? new Error(event.message), {
          tags: { source: event.source },
          extra: { status: event.status, details: event.details, location: event.location },
        }),
      (failure: unknown) => console.error('[horizon] the error-reporting service could not be loaded', failure),
    );
  };
}
