import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/apiError';
import { clientLogEventSchema, type ClientLogEvent } from '../../../src/api/schemas/clientLog.schema';
import { toClientErrorEvent } from '../../../src/ui/logging/clientErrorEvent';
import { logger } from '../../../src/ui/logging/logger';
import { toPageLoadEvent } from '../../../src/ui/logging/pageLoadEvent';
import { skipHttpAnswers } from '../../../src/ui/logging/sentryReporter';
import { startClientReporting, type ClientReportingDependencies } from '../../../src/ui/logging/startClientReporting';

const PLACE = { pathname: '/portfolios', search: '?page=2' };
const NOW = new Date('2026-11-26T10:00:00.000Z');

describe('toClientErrorEvent', () => {
  it("describes an Error by its name, message and stack, at the page's path", () => {
    const error = new TypeError('x is undefined');
    const event = toClientErrorEvent({ source: 'window', message: 'Uncaught TypeError: x is undefined', details: error }, PLACE, NOW);
    expect(event).toMatchObject({ kind: 'error', source: 'window', name: 'TypeError', message: 'Uncaught TypeError: x is undefined', location: '/portfolios?page=2' });
    expect(event?.stack).toContain('x is undefined');
    expect(clientLogEventSchema.safeParse(event).success).toBe(true);
  });

  it.each([400, 401, 404, 409, 500, 503, 599])('skips an API failure of status %i (SPEC 7)', (status) => {
    const failure = new ApiError(status, { code: status, message: 'refused' });
    expect(toClientErrorEvent({ source: 'logger', message: 'API failure', details: failure }, PLACE, NOW)).toBeNull();
    expect(toClientErrorEvent({ source: 'logger', message: 'API failure', details: { status, developer_message: 'x' } }, PLACE, NOW)).toBeNull();
  });

  it('reports a call that got no answer (status 0) and carries no status for it', () => {
    const event = toClientErrorEvent({ source: 'logger', message: 'realtime connection failed', details: new ApiError(0, { code: 0, message: 'offline' }) }, PLACE, NOW);
    expect(event).not.toBeNull();
    expect(event).not.toHaveProperty('status');
  });

  it('keeps every field within what POST /api/logs accepts, and survives details that refer to themselves', () => {
    const details: Record<string, unknown> = { text: 'y'.repeat(10_000) };
    details.self = details;
    const event = toClientErrorEvent({ source: 'render', message: 'm'.repeat(5000), details }, { pathname: `/${'p'.repeat(3000)}`, search: '' }, NOW);
    expect(clientLogEventSchema.safeParse(event).success).toBe(true);
    expect(event?.message).toHaveLength(1000);
  });
});

describe('toPageLoadEvent (SPEC 9: reported 4 s after the navigation started)', () => {
  it('reports a load that has ended as complete, with its phases in whole milliseconds', () => {
    const event = toPageLoadEvent(
      { navigation: { responseStart: 120.4, domContentLoadedEventEnd: 850.6, loadEventEnd: 1900.2 }, firstContentfulPaint: 700.1 },
      PLACE,
      NOW,
    );
    expect(event).toEqual({
      kind: 'pageLoad',
      location: '/portfolios?page=2',
      complete: true,
      timings: { time_to_first_byte: 120, dom_content_loaded: 851, load: 1900, first_contentful_paint: 700 },
      occurred_at: NOW.toISOString(),
    });
  });

  it('reports a page still loading at 4 s as not complete, with the phases it reached', () => {
    const event = toPageLoadEvent({ navigation: { responseStart: 3100, domContentLoadedEventEnd: 0, loadEventEnd: 0 }, firstContentfulPaint: undefined }, PLACE, NOW);
    expect(event.complete).toBe(false);
    expect(event.timings).toEqual({ time_to_first_byte: 3100 });
  });
});

describe('skipHttpAnswers (the error-reporting service, SPEC 7)', () => {
  it('drops events whose status is 400-599 and keeps the others', () => {
    expect(skipHttpAnswers({ type: undefined, extra: { status: 404 } })).toBeNull();
    expect(skipHttpAnswers({ type: undefined, extra: { status: 502 } })).toBeNull();
    const kept = { type: undefined, extra: { status: 302 } } as const;
    expect(skipHttpAnswers(kept)).toBe(kept);
    expect(skipHttpAnswers({ type: undefined })).not.toBeNull();
  });
});

/** A window whose listeners and timers the test drives. */
function fakeWindow(sinceNavigation = 0) {
  const listeners = new Map<string, (event: unknown) => void>();
  let timer: (() => void) | undefined;
  const window = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    setTimeout: (callback: () => void, delay: number) => {
      timer = callback;
      window.delay = delay;
      return 1;
    },
    clearTimeout: () => {
      timer = undefined;
    },
    location: PLACE,
    performance: {
      now: () => sinceNavigation,
      getEntriesByType: () => [{ responseStart: 100, domContentLoadedEventEnd: 500, loadEventEnd: 900 }],
      getEntriesByName: () => [{ startTime: 400 }],
    },
    delay: -1,
  };
  return {
    window: window as unknown as ClientReportingDependencies['window'] & { delay: number },
    fire: (type: string, event: unknown) => listeners.get(type)?.(event),
    listening: (type: string) => listeners.has(type),
    runTimer: () => timer?.(),
  };
}

describe('startClientReporting', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    vi.restoreAllMocks();
  });

  function start(sinceNavigation = 0) {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = fakeWindow(sinceNavigation);
    const sent: ClientLogEvent[] = [];
    let clock = NOW.getTime();
    const reporting = startClientReporting({
      window: fake.window,
      send: async (event) => {
        sent.push(event);
      },
      now: () => new Date(clock),
    });
    stop = reporting.stop;
    return { ...fake, sent, reporting, advance: (ms: number) => (clock += ms) };
  }

  it('sends window errors, unhandled rejections, render errors and logged errors, each with its source', () => {
    const { fire, sent } = start();
    fire('error', { message: 'Uncaught Error: boom', error: new Error('boom') });
    fire('unhandledrejection', { reason: new Error('lost') });
    logger.renderError('A page failed to render', { error: new Error('render boom') });
    logger.error('realtime connection failed', new Error('socket closed'));
    expect(sent.map((event) => event.kind === 'error' && [event.source, event.message])).toEqual([
      ['window', 'Uncaught Error: boom'],
      ['unhandledRejection', 'lost'],
      ['render', 'A page failed to render'],
      ['logger', 'realtime connection failed'],
    ]);
  });

  it('sends the same error once a minute at most', () => {
    const { fire, sent, advance } = start();
    fire('error', { message: 'loop', error: new Error('loop') });
    advance(59_000);
    fire('error', { message: 'loop', error: new Error('loop') });
    expect(sent).toHaveLength(1);
    advance(1_000);
    fire('error', { message: 'loop', error: new Error('loop') });
    expect(sent).toHaveLength(2);
  });

  it('skips logged API failures of 400-599', () => {
    const { sent } = start();
    logger.error('API failure 500: Unexpected error happened.', { status: 500, code: 500 });
    expect(sent).toEqual([]);
  });

  it('reports the page load 4 s after the navigation started, once', () => {
    const { window, runTimer, sent } = start(1500);
    expect(window.delay).toBe(2500);
    runTimer();
    expect(sent).toEqual([expect.objectContaining({ kind: 'pageLoad', complete: true, timings: { time_to_first_byte: 100, dom_content_loaded: 500, load: 900, first_contentful_paint: 400 } })]);
  });

  it('hands errors to the error-reporting service once it is configured', () => {
    const { fire, reporting } = start();
    const sentry = vi.fn();
    reporting.useSentry(sentry);
    const error = new Error('boom');
    fire('error', { message: 'Uncaught Error: boom', error });
    expect(sentry).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ source: 'window' }), error);
  });

  it('stops listening when stopped', () => {
    const { listening, reporting, sent } = start();
    reporting.stop();
    expect(listening('error')).toBe(false);
    expect(listening('unhandledrejection')).toBe(false);
    logger.error('after stop');
    expect(sent).toEqual([]);
  });
});
