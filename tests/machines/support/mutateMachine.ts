import { createMachine, type AnyStateMachine } from 'xstate';

type StateNodeConfig = { states?: Record<string, StateNodeConfig>; [key: string]: unknown };

/**
 * A copy of `machine` whose state at `path` (state keys from the root) is replaced by `change` of
 * it: a deliberately broken transition, to show that the model paths catch it.
 */
export function mutateMachine(machine: AnyStateMachine, path: string[], change: (state: StateNodeConfig) => StateNodeConfig): AnyStateMachine {
  const copy = (node: StateNodeConfig, [key, ...rest]: string[]): StateNodeConfig =>
    key === undefined ? change(node) : { ...node, states: { ...node.states, [key]: copy(node.states![key]!, rest) } };
  return createMachine(copy(machine.config as StateNodeConfig, path) as never, machine.implementations as never);
}
