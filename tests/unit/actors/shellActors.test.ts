import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, setup, toPromise } from 'xstate';
import { watchApiFailuresActor } from '../../../src/api/actors/app/watchApiFailures.actor';
import { probeConnectivityActor } from '../../../src/api/actors/health/probeConnectivity.actor';
import { ApiError } from '../../../src/api/apiError';
import { createApiFailureSignal } from '../../../src/api/apiFailureSignal';
import { followSessionActor } from '../../../src/ui/app/root/followSession.actor';
import { guardUnsavedChangesActor } from '../../../src/ui/browser/guardUnsavedChanges.actor';
import { trackHistoryPositions } from '../../../src/ui/browser/historyPositions';
import { installPopStateGate } from '../../../src/ui/browser/popStateGate';
import { watchNetworkActor } from '../../../src/ui/browser/watchNetwork.actor';
import { MOBILE_MAX_WIDTH_PX, watchViewportActor } from '../../../src/ui/browser/watchViewport.actor';
import { fakeTarget, runCallback } from './runCallback';

describe('watchNetwork', () => {
  it('reports the browser going offline as lost and coming back as a check', () => {
    const target = fakeTarget();
    const { received, stop } = runCallback(watchNetworkActor({ target: target as unknown as Window, isOnline: () => true }));
    expect(received).toEqual([]);
    target.fire('offline');
    target.fire('online');
    expect(received).toEqual([{ type: 'connectivity.lost' }, { type: 'connectivity.check' }]);
    stop();
    expect(target.count('offline') + target.count('online')).toBe(0);
  });

  it('reports a browser that starts offline at once', () => {
    const { received } = runCallback(watchNetworkActor({ target: fakeTarget() as unknown as Window, isOnline: () => false }));
    expect(received).toEqual([{ type: 'connectivity.lost' }]);
  });
});

describe('watchViewport', () => {
  it('reports the width against the mobile breakpoint now and on every change', () => {
    const query = Object.assign(fakeTarget(), { matches: true });
    const matchMedia = vi.fn(() => query);
    const { received, stop } = runCallback(watchViewportActor(matchMedia as never));
    expect(matchMedia).toHaveBeenCalledWith(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`);
    expect(MOBILE_MAX_WIDTH_PX).toBe(600);
    query.matches = false;
    query.fire('change');
    expect(received).toEqual([
      { type: 'viewport.change', narrow: true },
      { type: 'viewport.change', narrow: false },
    ]);
    stop();
    expect(query.count('change')).toBe(0);
  });
});

describe('guardUnsavedChanges', () => {
  const location = { href: 'http://localhost/my-account/profile', origin: 'http://localhost', pathname: '/my-account/profile', search: '' };

  /** A history of three pages (positions 0, 1, 2) whose middle one, position 1, holds the dirty form. */
  function fakeHistory() {
    const entries: unknown[] = [null];
    let index = 0;
    const history = {
      get state() {
        return entries[index];
      },
      pushState: (...[state]: [unknown, string, string?]) => {
        entries.splice(index + 1, entries.length, state);
        index += 1;
      },
      replaceState: (...[state]: [unknown, string, string?]) => {
        entries[index] = state;
      },
      go: vi.fn(),
    };
    // /portfolios, then the form's page, then /work-plans; the browser has gone back to the form.
    const positions = trackHistoryPositions(history as unknown as History);
    history.pushState(null, '', '/my-account/profile');
    history.pushState(null, '', '/work-plans');
    index = 1;
    return { history, positions, stateAt: (at: number) => entries[at] };
  }

  function start(answer: boolean) {
    const window = fakeTarget();
    const document = fakeTarget();
    const confirmLeave = vi.fn(() => answer);
    const { history, positions, stateAt } = fakeHistory();
    const popStates = installPopStateGate(window as never);
    const { stop } = runCallback(
      guardUnsavedChangesActor({ window: window as never, document: document as never, location, history, positions, popStates, confirmLeave }),
    );
    /** The browser's Back or Forward to the entry at `at`, as the browser announces it. */
    const traverse = (at: number) => {
      const event = { state: stateAt(at), stopImmediatePropagation: vi.fn() };
      window.fire('popstate', event);
      return event;
    };
    return { window, document, confirmLeave, stop, history, traverse };
  }

  function click(href: string, overrides: Record<string, unknown> = {}, attributes: Record<string, string> = {}) {
    const anchor = {
      target: attributes.target ?? '',
      getAttribute: (name: string) => (name === 'href' ? href : (attributes[name] ?? null)),
      hasAttribute: (name: string) => name in attributes,
    };
    return {
      defaultPrevented: false,
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      target: { closest: (selector: string) => (selector === 'a[href]' ? anchor : null) },
      preventDefault: vi.fn(),
      stopPropagation: vi.fn(),
      ...overrides,
    };
  }

  it("asks the browser to warn before the page is left", () => {
    const { window } = start(false);
    const event = { preventDefault: vi.fn(), returnValue: undefined as unknown };
    window.fire('beforeunload', event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(event.returnValue).toBe('');
  });

  it('keeps the page when the user says no to an in-app link', () => {
    const { document, confirmLeave } = start(false);
    const event = click('/portfolios');
    document.fire('click', event);
    expect(confirmLeave).toHaveBeenCalledOnce();
    expect(event.preventDefault).toHaveBeenCalled();
    expect(event.stopPropagation).toHaveBeenCalled();
  });

  it('lets the link through when the user says yes', () => {
    const { document } = start(true);
    const event = click('/portfolios?page=2');
    document.fire('click', event);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it.each([
    ['another site', click('https://help.horizon-asset-planning.com')],
    ['the same address', click('/my-account/profile')],
    ['a new tab', click('/portfolios', {}, { target: '_blank' })],
    ['a download', click('/files/report.csv', {}, { download: '' })],
    ['a click with a modifier key', click('/portfolios', { ctrlKey: true })],
    ['a click already handled', click('/portfolios', { defaultPrevented: true })],
    ['a click outside any link', { ...click('/portfolios'), target: { closest: () => null } }],
  ])('does not ask for %s', (_, event) => {
    const { document, confirmLeave } = start(false);
    document.fire('click', event);
    expect(confirmLeave).not.toHaveBeenCalled();
  });

  it.each([
    ['Back', 0, 1],
    ['Forward', 2, -1],
  ])('keeps the page and its address when the user says no to the browser\'s %s', (_, to, stepsBack) => {
    const { traverse, history, confirmLeave } = start(false);
    const leaving = traverse(to);
    expect(confirmLeave).toHaveBeenCalledOnce();
    expect(leaving.stopImmediatePropagation).toHaveBeenCalled();
    expect(history.go).toHaveBeenCalledExactlyOnceWith(stepsBack);
    // The way back to the kept page is the guard's own: no question, and the router does not hear of it.
    const returning = traverse(1);
    expect(confirmLeave).toHaveBeenCalledOnce();
    expect(returning.stopImmediatePropagation).toHaveBeenCalled();
  });

  it("lets the browser's Back through when the user says yes", () => {
    const { traverse, history } = start(true);
    const leaving = traverse(0);
    expect(leaving.stopImmediatePropagation).not.toHaveBeenCalled();
    expect(history.go).not.toHaveBeenCalled();
  });

  it('stops guarding when stopped', () => {
    const { window, document, stop, traverse, confirmLeave } = start(false);
    stop();
    expect(window.count('beforeunload') + document.count('click')).toBe(0);
    traverse(0);
    expect(confirmLeave).not.toHaveBeenCalled();
  });
});

describe('followSession', () => {
  const session = createMachine({
    id: 'auth',
    initial: 'loading',
    states: { loading: { on: { in: 'signedIn', out: 'signedOut' } }, signedIn: { on: { out: 'signedOut', noop: {} } }, signedOut: { on: { in: 'signedIn' } } },
  });

  it('reports each change of the auth actor between signed in and not', () => {
    const received: unknown[] = [];
    const root = createActor(
      setup({ actors: { auth: session, followSession: followSessionActor } }).createMachine({
        invoke: [
          { id: 'auth', systemId: 'auth', src: 'auth' },
          { id: 'followSession', src: 'followSession' },
        ],
        on: { 'session.change': { actions: ({ event }) => received.push(event) } },
      }),
    ).start();
    const auth = root.system.get('auth')!;
    auth.send({ type: 'in' });
    auth.send({ type: 'noop' });
    auth.send({ type: 'out' });
    expect(received).toEqual([
      { type: 'session.change', signedIn: false },
      { type: 'session.change', signedIn: true },
      { type: 'session.change', signedIn: false },
    ]);
  });
});

describe('watchApiFailures', () => {
  it('tells the maintenance and connectivity actors of the system, and logs', () => {
    const signal = createApiFailureSignal();
    const logError = vi.fn();
    const maintenance: unknown[] = [];
    const connectivity: unknown[] = [];
    const recorder = (into: unknown[]) => createMachine({ on: { '*': { actions: ({ event }) => into.push(event) } } });
    const root = createActor(
      setup({ actors: { maintenance: recorder(maintenance), connectivity: recorder(connectivity), watch: watchApiFailuresActor({ signal, logError }) } }).createMachine({
        invoke: [
          { id: 'maintenance', systemId: 'maintenance', src: 'maintenance' },
          { id: 'connectivity', systemId: 'connectivity', src: 'connectivity' },
          { id: 'watch', src: 'watch' },
        ],
      }),
    ).start();
    signal.notify(new ApiError(503, { code: 503, message: 'Back soon.', status_page_url: 'https://status.horizon.test' }));
    signal.notify(new ApiError(0, { code: 0, message: 'Failed to fetch' }));
    signal.notify(new ApiError(400, { code: 400, message: 'Bad' }));
    expect(maintenance).toEqual([{ type: 'maintenance.begin', message: 'Back soon.', statusPageUrl: 'https://status.horizon.test' }]);
    expect(connectivity).toEqual([{ type: 'connectivity.check' }]);
    expect(logError).toHaveBeenCalledOnce();
    root.stop();
    signal.notify(new ApiError(0, { code: 0, message: 'Failed to fetch' }));
    expect(connectivity).toHaveLength(1);
  });
});

describe('probeConnectivity', () => {
  it('succeeds on any answer, even an error status, with a HEAD that skips the cache', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 503 }));
    const actor = createActor(probeConnectivityActor({ fetch })).start();
    await expect(toPromise(actor)).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledWith('/api/healthcheck', expect.objectContaining({ method: 'HEAD', cache: 'no-store' }));
  });

  it("asks the browser's fetch when given none, so that views never hold fetch", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    try {
      await expect(toPromise(createActor(probeConnectivityActor()).start())).resolves.toBeUndefined();
      expect(fetch).toHaveBeenCalledWith('/api/healthcheck', expect.objectContaining({ method: 'HEAD' }));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('fails when no answer comes', async () => {
    const actor = createActor(probeConnectivityActor({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')) })).start();
    await expect(toPromise(actor)).rejects.toThrow('Failed to fetch');
  });

  it('gives up after its time limit', async () => {
    const hang: typeof fetch = (_, init) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const actor = createActor(probeConnectivityActor({ fetch: hang, timeoutMs: 20 })).start();
    await expect(toPromise(actor)).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
