import { expect } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { leavesOf, type ExpectedStep } from './modelExpectations';
import type { ModelPath } from './modelPaths';
import type { PathDriver } from './pathDriver';

/** Drives the real machine along the path and checks, after every step, what the model expects. */
export async function runModelPath(path: ModelPath, driver: PathDriver): Promise<void> {
  let previous: AnyMachineSnapshot | null = null;
  for (const expected of path.steps) {
    if (expected.event) await driver.perform(expected.event);
    const actual = driver.actor.getSnapshot() as AnyMachineSnapshot;
    expectStep(actual, previous, expected, driver.takeEmitted(), driver.takeCalls());
    previous = actual;
  }
}

function expectStep(actual: AnyMachineSnapshot, previous: AnyMachineSnapshot | null, expected: ExpectedStep, emitted: unknown[], calls: Record<string, unknown[]>): void {
  const where = previous ? `after "${expected.label}" (→ ${expected.state})` : `at the start "${expected.label}" (${expected.state})`;
  if (expected.gaps.length > 0) expect.fail(`${where}: ${expected.gaps.join('; ')}`);
  expect(actual.status, `status ${where}`).not.toBe('error');
  const state = leavesOf(actual.value).sort();
  if (previous && expected.ignored) {
    const message = `${where}: the model has no transition for it there, so nothing may change`;
    expect(state, message).toEqual(leavesOf(previous.value).sort());
    expect(actual.context, message).toEqual(previous.context);
  }
  expect(state, `state ${where}`).toEqual([...expected.leaves].sort());
  expect([...actual.tags].sort(), `tags ${where}`).toEqual(expected.tags);
  expect(actual.context, `context ${where}`).toMatchObject(expected.context);
  const running = runningChildren(actual.children);
  expect(Object.keys(running).sort(), `running actors ${where}`).toEqual(Object.keys(expected.invoked).sort());
  for (const [id, input] of Object.entries(expected.invoked)) expect(running[id], `input of ${id} ${where}`).toEqual(input);
  expect(emitted, `emitted ${where}`).toEqual(expected.emits);
  expect(calls, `effects run ${where}`).toEqual(expected.calls);
}

/** The input of each child actor still running. */
function runningChildren(children: Record<string, AnyActorRef | undefined>): Record<string, unknown> {
  const running = Object.entries(children).filter(([, child]) => child?.getSnapshot().status === 'active');
  return Object.fromEntries(running.map(([id, child]) => [id, (child as unknown as { options: { input?: unknown } }).options.input]));
}
