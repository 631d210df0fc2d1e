import { initialTransition, transition, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { toModelMachine } from './modelMachine';

export type MachineModel = {
  name: string;
  machine: AnyStateMachine;
  /** One traversal per way of starting the machine. */
  starts: Array<{ label: string; input?: unknown }>;
  /** Example events with payloads; an event type not listed here is sent without one. */
  events: ModelEvent[];
};

export type ModelEvent = EventObject & Record<string, unknown>;

export type ModelPath = {
  start: string;
  input: unknown;
  events: EventObject[];
  /** The states visited, the first being where the machine starts. */
  states: string[];
};

/**
 * The shortest paths that together take every transition of the model: each distinct
 * (source state, event type, target state) is a vertex of the traversal, so the shortest path to
 * each vertex ends with one transition, and paths contained in longer ones are dropped.
 */
export function getModelPaths(model: MachineModel): ModelPath[] {
  const modelMachine = toModelMachine(model.machine);
  return model.starts.flatMap(({ label, input }) => {
    const testModel = createTestModel(modelMachine, {
      input,
      events: model.events as never,
      serializeState: (state: AnyMachineSnapshot, event: EventObject | undefined, previous?: AnyMachineSnapshot) =>
        event && previous
          ? `${JSON.stringify(state.value)} via ${event.type} from ${JSON.stringify(previous.value)}`
          : JSON.stringify(state.value),
    } as never);
    return testModel.getShortestPaths().map((path) => {
      const events = path.steps.map((step) => step.event as EventObject).filter((event) => event.type !== 'xstate.init');
      return { start: label, input, events, states: replay(modelMachine, input, events).map(stateName) };
    });
  });
}

/** The model's snapshots along `events`, starting with the initial one. */
export function replay(modelMachine: AnyStateMachine, input: unknown, events: EventObject[]): AnyMachineSnapshot[] {
  const [initial] = initialTransition(modelMachine, input);
  const snapshots: AnyMachineSnapshot[] = [initial];
  for (const event of events) {
    const [next] = transition(modelMachine, snapshots.at(-1)!, event);
    snapshots.push(next);
  }
  return snapshots;
}

export function stateName(snapshot: AnyMachineSnapshot): string {
  return typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);
}

export function describeEvent(event: EventObject): string {
  const { type, ...payload } = event as EventObject & { output?: unknown; error?: unknown };
  if (type.startsWith('xstate.error.')) return `${type} (${payload.error instanceof Error ? payload.error.message : 'error'})`;
  if (type.startsWith('xstate.after.')) return type.split('.').slice(0, 3).join('.');
  const shown = type.startsWith('xstate.done.') ? payload.output : Object.keys(payload).length ? payload : undefined;
  const json = shown === undefined ? '' : JSON.stringify(shown);
  return json && json.length <= 60 ? `${type} ${json}` : type;
}

export function describePath(path: ModelPath): string {
  const steps = path.events.map((event, index) => ` --${describeEvent(event)}--> ${path.states[index + 1]}`);
  return `${path.states[0]}${steps.join('')}`;
}

export type PathDriver = {
  actor: AnyActorRef;
  /** Performs one model event on the real machine: settles a fake actor, advances time or sends. */
  perform(event: EventObject): Promise<void>;
};

/** Drives the real machine along the path and checks value, tags and context after every step. */
export async function runModelPath(model: MachineModel, path: ModelPath, driver: PathDriver, check: (actual: AnyMachineSnapshot, expected: AnyMachineSnapshot, step: string) => void): Promise<void> {
  const expected = replay(toModelMachine(model.machine), path.input, path.events);
  check(driver.actor.getSnapshot(), expected[0]!, 'start');
  for (const [index, event] of path.events.entries()) {
    await driver.perform(event);
    check(driver.actor.getSnapshot(), expected[index + 1]!, describeEvent(event));
  }
}
