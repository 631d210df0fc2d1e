import type { PageLoadEvent } from '../../api/schemas/clientLog.schema';

/** SPEC 9 "Load-time tracking reports after 4 s". */
export const PAGE_LOAD_REPORT_DELAY_MS = 4000;

export type LoadTimings = {
  navigation: Pick<PerformanceNavigationTiming, 'responseStart' | 'domContentLoadedEventEnd' | 'loadEventEnd'> | undefined;
  firstContentfulPaint: number | undefined;
};

/** A phase the page has reached, in whole milliseconds since the navigation started; 0 means not yet. */
const reached = (milliseconds: number | undefined) => (milliseconds && milliseconds > 0 ? Math.round(milliseconds) : undefined);

/**
 * The page-load report, made once, 4 s after the navigation started: by then a page that loads
 * well has loaded and its report holds every phase; a page still loading is reported as not
 * complete, which is the slow load the report is there to catch.
 */
export function toPageLoadEvent(timings: LoadTimings, place: { pathname: string; search: string }, now: Date): PageLoadEvent {
  const { navigation } = timings;
  const entries = {
    time_to_first_byte: reached(navigation?.responseStart),
    dom_content_loaded: reached(navigation?.domContentLoadedEventEnd),
    load: reached(navigation?.loadEventEnd),
    first_contentful_paint: reached(timings.firstContentfulPaint),
  };
  return {
    kind: 'pageLoad',
    location: `${place.pathname}${place.search}`.slice(0, 2000),
    complete: entries.load !== undefined,
    timings: Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)),
    occurred_at: now.toISOString(),
  };
}
