import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startConnectivity } from './harness/connectivity.harness';
import { settle } from './support/controllable';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connectivity machine', () => {
  it('starts online, watching the browser network and probing every poll interval', async () => {
    const { actor, probe, watchNetwork } = startConnectivity();
    expect(watchNetwork.running).toBe(true);
    expect(actor.getSnapshot().hasTag('offline')).toBe(false);
    vi.advanceTimersByTime(29_999);
    expect(probe.calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(probe.calls).toHaveLength(1);
    probe.resolve();
    await settle();
    vi.advanceTimersByTime(30_000);
    expect(probe.calls).toHaveLength(2);
  });

  it('a failed probe shows offline, and a later successful one hides it', async () => {
    const { actor, probe } = startConnectivity();
    vi.advanceTimersByTime(30_000);
    probe.reject(new Error('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().hasTag('offline')).toBe(true);
    vi.advanceTimersByTime(5_000);
    probe.reject(new Error('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().hasTag('offline')).toBe(true);
    vi.advanceTimersByTime(5_000);
    probe.resolve();
    await settle();
    expect(actor.getSnapshot().hasTag('offline')).toBe(false);
  });

  it('the browser going offline shows it at once; back online, a probe confirms it', async () => {
    const { actor, probe, watchNetwork } = startConnectivity();
    watchNetwork.send({ type: 'connectivity.lost' });
    expect(actor.getSnapshot().hasTag('offline')).toBe(true);
    expect(probe.calls).toHaveLength(0);
    watchNetwork.send({ type: 'connectivity.check' });
    expect(probe.calls).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('offline')).toBe(true);
    probe.resolve();
    await settle();
    expect(actor.getSnapshot().hasTag('offline')).toBe(false);
  });

  it('a check while online probes at once', () => {
    const { actor, probe } = startConnectivity();
    actor.send({ type: 'connectivity.check' });
    expect(probe.calls).toHaveLength(1);
  });

  it('the network watcher lives as long as the machine', () => {
    const { actor, watchNetwork } = startConnectivity();
    actor.send({ type: 'connectivity.lost' });
    expect(watchNetwork.runs).toBe(1);
    actor.stop();
    expect(watchNetwork.running).toBe(false);
  });
});
