import { vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import { expect } from 'vitest';
import { settle, type ControllablePromise } from './controllable';
import type { PathDriver } from './modelPaths';

/**
 * Performs model events on a running actor: `xstate.done.actor.<id>` and `xstate.error.actor.<id>`
 * settle the fake actor `<id>`, `xstate.after.<delay>.*` advances the fake clock by that delay,
 * any other event is sent.
 */
export function createPathDriver(
  actor: AnyActorRef,
  promises: Record<string, Pick<ControllablePromise, 'resolve' | 'reject'>>,
  delays: Record<string, number> = {},
): PathDriver {
  const fake = (id: string | undefined) => {
    const promise = id === undefined ? undefined : promises[id];
    if (!promise) throw new Error(`no fake actor "${id}"`);
    return promise;
  };
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
  };
}

export function expectSameSnapshot(actual: AnyMachineSnapshot, expected: AnyMachineSnapshot, step: string): void {
  expect(actual.status, `status after ${step}`).not.toBe('error');
  expect(actual.value, `state after ${step}`).toEqual(expected.value);
  expect([...actual.tags].sort(), `tags after ${step}`).toEqual([...expected.tags].sort());
  expect(actual.context, `context after ${step}`).toEqual(expected.context);
}
