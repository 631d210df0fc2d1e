import type { ClientLogEvent } from '../../api/schemas/clientLog.schema';
import { addLogSink, type LogEntry } from './logger';
import { errorIn, toClientErrorEvent } from './clientErrorEvent';
import { PAGE_LOAD_REPORT_DELAY_MS, toPageLoadEvent } from './pageLoadEvent';
import type { SentryReporter } from './sentryReporter';

/** The same problem reported again this soon is not sent again: a page failing in a loop sends it once. */
export const REPEAT_WINDOW_MS = 60_000;

export type ClientReportingDependencies = {
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout' | 'location' | 'performance'>;
  /** POST /api/logs. */
  send: (event: ClientLogEvent) => Promise<void>;
  now: () => Date;
};

export type ClientReporting = {
  /** From now on errors go to the error-reporting service too (SENTRY_DSN, known once the configuration has loaded). */
  useSentry(sentry: SentryReporter): void;
  stop(): void;
};

/** An unhandled rejection's reason as something to report: an Error as it is, anything else as text. */
function rejectionReport(reason: unknown): LogEntry {
  if (reason instanceof Error) return { source: 'unhandledRejection', message: reason.message, details: reason };
  return { source: 'unhandledRejection', message: typeof reason === 'string' ? reason : 'A promise was rejected', details: reason };
}

/**
 * Client logging (SPEC 7 "a logging endpoint", SPEC 8 "The error is logged", SPEC 9 "Load-time
 * tracking reports after 4 s"): errors of the window, unhandled rejections, render errors and the
 * logger's entries go to POST /api/logs (and the error-reporting service), the same one at most
 * once a minute; the page-load timing goes once, 4 s after the navigation started. Starts before
 * the app, so that a failure of the start is reported too. A report that cannot be sent is dropped.
 */
export function startClientReporting({ window, send, now }: ClientReportingDependencies): ClientReporting {
  let sentry: SentryReporter | undefined;
  const lastSent = new Map<string, number>();
  const post = (event: ClientLogEvent) => {
    send(event).catch(() => undefined);
  };

  const report = (entry: LogEntry) => {
    const event = toClientErrorEvent(entry, window.location, now());
    if (!event) return;
    const key = `${event.source} ${event.message}`;
    const at = now().getTime();
    if (at - (lastSent.get(key) ?? -Infinity) < REPEAT_WINDOW_MS) return;
    lastSent.set(key, at);
    post(event);
    sentry?.(event, errorIn(entry.details));
  };

  const onError = (event: ErrorEvent) => report({ source: 'window', message: event.message, details: event.error ?? undefined });
  const onRejection = (event: PromiseRejectionEvent) => report(rejectionReport(event.reason));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const removeSink = addLogSink(report);

  const sinceNavigation = window.performance.now();
  const timer = window.setTimeout(
    () => {
      const [navigation] = window.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const paint = window.performance.getEntriesByName('first-contentful-paint')[0];
      post(toPageLoadEvent({ navigation, firstContentfulPaint: paint?.startTime }, window.location, now()));
    },
    Math.max(0, PAGE_LOAD_REPORT_DELAY_MS - sinceNavigation),
  );

  return {
    useSentry(reporter) {
      sentry = reporter;
    },
    stop() {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      removeSink();
      window.clearTimeout(timer);
    },
  };
}
