import { createActor, createMachine, type AnyActorLogic, type EventObject } from 'xstate';

/** Runs a callback actor under a parent that records what it sends back. */
export function runCallback(logic: AnyActorLogic) {
  const received: EventObject[] = [];
  const parent = createActor(
    createMachine({
      invoke: { id: 'subject', src: logic },
      on: { '*': { actions: ({ event }) => received.push(event) } },
    }),
  ).start();
  return { received, stop: () => parent.stop() };
}

/** An event target that records its listeners and lets the test call them with any event object. */
export function fakeTarget() {
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  return {
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, listener: (event: unknown) => void) => listeners.get(type)?.delete(listener),
    fire: (type: string, event: unknown = {}) => listeners.get(type)?.forEach((listener) => listener(event)),
    count: (type: string) => listeners.get(type)?.size ?? 0,
  };
}
