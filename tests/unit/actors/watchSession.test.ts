import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { watchSessionActor } from '../../../src/api/actors/auth/watchSession.actor';
import { createSessionSignal } from '../../../src/api/auth/sessionSignal';
import { fakeExpiry } from './fakes';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function watch(expiry: ReturnType<typeof fakeExpiry>) {
  const signal = createSessionSignal();
  const received: string[] = [];
  const parent = createActor(
    createMachine({
      invoke: { id: 'watch', src: watchSessionActor({ expiry, signal, intervalMs: 1000 }) },
      on: { '*': { actions: ({ event }) => received.push(event.type) } },
    }),
  ).start();
  return { parent, signal, received };
}

describe('watchSession', () => {
  it('reports session.expired once the recorded end has passed', () => {
    let passed = false;
    const expiry = { ...fakeExpiry(1), hasPassed: () => passed };
    const { received } = watch(expiry);
    vi.advanceTimersByTime(3000);
    expect(received).toEqual([]);
    passed = true;
    vi.advanceTimersByTime(1000);
    expect(received).toEqual(['session.expired']);
  });

  it('reports session.expired when a token request found the session over', () => {
    const { signal, received } = watch(fakeExpiry(1));
    signal.notifyEnded();
    expect(received).toEqual(['session.expired']);
  });

  it('stops watching when stopped', () => {
    const { parent, signal, received } = watch({ ...fakeExpiry(1), hasPassed: () => true });
    parent.stop();
    signal.notifyEnded();
    vi.advanceTimersByTime(5000);
    expect(received).toEqual([]);
  });
});

