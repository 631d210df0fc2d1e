import { createMachine, type AnyStateMachine } from 'xstate';

type StateConfig = {
  invoke?: InvokeConfig | InvokeConfig[];
  after?: Record<string, unknown>;
  on?: Record<string, unknown>;
  states?: Record<string, StateConfig>;
  [key: string]: unknown;
};
type InvokeConfig = { id?: string; src: unknown; onDone?: unknown; onError?: unknown };

/**
 * xstate/graph traverses machines without invocations or delays, so the model of a machine keeps
 * its states, guards and actions and turns each invocation's completion and each delay into the
 * event XState itself raises for it: `xstate.done.actor.<id>`, `xstate.error.actor.<id>` and
 * `xstate.after.<delay>.<state id>`. A path test then performs those events on the real machine
 * by settling its fake actors and advancing its clock.
 */
export function toModelMachine(machine: AnyStateMachine): AnyStateMachine {
  const config = machine.config as StateConfig & { id: string };
  return createMachine(toModelState(config, config.id) as never, { ...machine.implementations, actions: withoutSends(machine.implementations.actions) } as never);
}

/** The traversal runs the machine alone: an event for its parent or another actor has nowhere to go, and changes nothing of the machine. */
function withoutSends(actions: Record<string, unknown>): Record<string, unknown> {
  const isSend = (action: unknown) => (action as { type?: unknown }).type === 'xstate.sendTo';
  return Object.fromEntries(Object.entries(actions).map(([name, action]) => [name, isSend(action) ? () => undefined : action]));
}

function toModelState(state: StateConfig, stateId: string): StateConfig {
  const { invoke, after, on, states, ...rest } = state;
  const raised: Record<string, unknown> = {};
  for (const invocation of invoke === undefined ? [] : [invoke].flat()) {
    if (!invocation.id) throw new Error(`An invocation in ${stateId} has no id: model paths need one`);
    if (invocation.onDone) raised[`xstate.done.actor.${invocation.id}`] = invocation.onDone;
    if (invocation.onError) raised[`xstate.error.actor.${invocation.id}`] = invocation.onError;
  }
  for (const [delay, transition] of Object.entries(after ?? {})) {
    raised[`xstate.after.${delay}.${stateId}`] = transition;
  }
  const modelState: StateConfig = { ...rest, on: { ...on, ...raised } };
  if (states) {
    modelState.states = Object.fromEntries(
      Object.entries(states).map(([key, child]) => [key, toModelState(child, `${stateId}.${key}`)]),
    );
  }
  return modelState;
}
