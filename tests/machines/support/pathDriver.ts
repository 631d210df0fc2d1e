import { vi, type Mock } from 'vitest';
import type { AnyActorRef, EventObject } from 'xstate';
import { settle, type ControllablePromise } from './controllable';

export type PathDriver = {
  actor: AnyActorRef;
  /** Performs one model event on the real machine: settles a fake actor, advances time or sends. */
  perform(event: EventObject): Promise<void>;
  /** The events the actor emitted since the last call. */
  takeEmitted(): EventObject[];
  /** The params of each call of the spied actions since the last call, by action name. */
  takeCalls(): Record<string, unknown[]>;
};

/**
 * Performs model events on a running actor: `xstate.done.actor.<id>` and `xstate.error.actor.<id>`
 * settle the fake actor `<id>`, `xstate.after.<delay>.*` advances the fake clock by that delay,
 * any other event is sent. `actions` are the spies the harness provided as the machine's actions.
 */
export function createPathDriver(
  actor: AnyActorRef,
  promises: Record<string, Pick<ControllablePromise, 'resolve' | 'reject'>>,
  delays: Record<string, number> = {},
  actions: Record<string, Mock> = {},
): PathDriver {
  const fake = (id: string | undefined) => {
    const promise = id === undefined ? undefined : promises[id];
    if (!promise) throw new Error(`no fake actor "${id}"`);
    return promise;
  };
  let emitted: EventObject[] = [];
  actor.on('*', (event: EventObject) => emitted.push(event));
  return {
    actor,
    async perform(event) {
      const [, kind, subject, name] = event.type.split('.');
      const payload = event as EventObject & { output?: unknown; error?: unknown };
      if (kind === 'done' && subject === 'actor') fake(name).resolve(payload.output);
      else if (kind === 'error' && subject === 'actor') fake(name).reject(payload.error);
      else if (kind === 'after') vi.advanceTimersByTime(delays[subject ?? ''] ?? Number.NaN);
      else actor.send(event);
      await settle();
    },
    takeEmitted() {
      const taken = emitted;
      emitted = [];
      return taken;
    },
    takeCalls() {
      const calls = Object.entries(actions).filter(([, spy]) => spy.mock.calls.length > 0);
      const taken = Object.fromEntries(calls.map(([name, spy]) => [name, spy.mock.calls.map((call) => call[1])]));
      for (const [, spy] of calls) spy.mockClear();
      return taken;
    },
  };
}
