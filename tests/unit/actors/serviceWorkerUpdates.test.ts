import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { SKIP_WAITING_MESSAGE, serviceWorkerUpdateActors } from '../../../src/ui/browser/serviceWorkerUpdates';
import { settle } from '../../machines/support/controllable';
import { fakeTarget, runCallback } from './runCallback';

function fakeWorker(state: string) {
  return Object.assign(fakeTarget(), { state, postMessage: vi.fn() });
}

function fakeServiceWorkers({ controlled = true, waiting = true } = {}) {
  const registration = Object.assign(fakeTarget(), {
    waiting: waiting ? fakeWorker('installed') : null,
    installing: null as ReturnType<typeof fakeWorker> | null,
    update: vi.fn(async () => undefined),
  });
  const container = Object.assign(fakeTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
  });
  const reload = vi.fn();
  const logError = vi.fn();
  const actors = serviceWorkerUpdateActors({ container: container as never, scriptUrl: '/sw.js', checkIntervalMs: 60_000, reload, logError });
  return { registration, container, reload, logError, actors };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('service worker updates', () => {
  it('registers /sw.js and reports a new version waiting behind the one in control', async () => {
    const { container, actors } = fakeServiceWorkers();
    const { received } = runCallback(actors.watchForUpdate);
    await settle();
    expect(container.register).toHaveBeenCalledExactlyOnceWith('/sw.js');
    expect(received).toEqual([{ type: 'update.ready' }]);
  });

  it('says nothing on the first install, which has no worker in control', async () => {
    const { actors } = fakeServiceWorkers({ controlled: false });
    const { received } = runCallback(actors.watchForUpdate);
    await settle();
    expect(received).toEqual([]);
  });

  it('reports a version that finishes installing while the app is open', async () => {
    const { registration, actors } = fakeServiceWorkers({ waiting: false });
    const { received } = runCallback(actors.watchForUpdate);
    await settle();
    expect(received).toEqual([]);
    const worker = fakeWorker('installing');
    registration.installing = worker;
    registration.fire('updatefound');
    worker.state = 'installed';
    registration.waiting = worker;
    worker.fire('statechange');
    expect(received).toEqual([{ type: 'update.ready' }]);
  });

  it('reports a version that was already installing when the app registered', async () => {
    const { registration, actors } = fakeServiceWorkers({ waiting: false });
    const worker = fakeWorker('installing');
    registration.installing = worker;
    const { received } = runCallback(actors.watchForUpdate);
    await settle();
    expect(received).toEqual([]);
    worker.state = 'installed';
    registration.waiting = worker;
    worker.fire('statechange');
    expect(received).toEqual([{ type: 'update.ready' }]);
  });

  it('asks the browser for a new version every interval, and stops when stopped', async () => {
    vi.useFakeTimers();
    const { registration, actors } = fakeServiceWorkers({ waiting: false });
    const { stop } = runCallback(actors.watchForUpdate);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(registration.update).toHaveBeenCalledOnce();
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(registration.update).toHaveBeenCalledOnce();
    expect(registration.count('updatefound')).toBe(0);
  });

  it('logs a registration that fails', async () => {
    const { container, logError, actors } = fakeServiceWorkers();
    container.register.mockRejectedValueOnce(new Error('SecurityError'));
    runCallback(actors.watchForUpdate);
    await settle();
    expect(logError).toHaveBeenCalledWith('The service worker could not be registered', expect.any(Error));
  });

  it('lets the waiting worker take over, then reloads on it', async () => {
    const { registration, container, reload, actors } = fakeServiceWorkers();
    const applying = createActor(actors.applyUpdate).start();
    await settle();
    expect(registration.waiting?.postMessage).toHaveBeenCalledExactlyOnceWith(SKIP_WAITING_MESSAGE);
    expect(reload).not.toHaveBeenCalled();
    container.fire('controllerchange');
    await toPromise(applying);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('fails when no new version waits', async () => {
    const { reload, actors } = fakeServiceWorkers({ waiting: false });
    await expect(toPromise(createActor(actors.applyUpdate).start())).rejects.toThrow('No new version is waiting');
    expect(reload).not.toHaveBeenCalled();
  });
});
