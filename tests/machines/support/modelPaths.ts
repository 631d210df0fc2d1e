import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { TestModel } from 'xstate/graph';
import { expectAlong, leavesOf, modelLabelsIn, type ExpectedStep } from './modelExpectations';
import { toModelMachine } from './modelMachine';

export type ModelEvent = EventObject & Record<string, unknown>;

/** A change to the expected context: the fields it sets, or a function of the context and event. */
export type ContextChange<TContext> = Partial<TContext> | ((context: TContext, event: ModelEvent) => Partial<TContext>);

/** Where one event leads: the state(s) entered, how the context changes, what is emitted. */
export type ModelStep<TContext> =
  | string
  | {
      /** Leaf state names, in a parallel model one per region that changes; none stays where it is. */
      to?: string | string[];
      context?: ContextChange<TContext>;
      emits?: ModelEvent[] | ((context: TContext, event: ModelEvent) => ModelEvent[]);
      /** The effects (actions the harness spies on) this step runs, by name, with the params of each run. */
      calls?: Record<string, unknown[]>;
    };

export type ModelTransition<TContext> = ModelStep<TContext> | ((context: TContext, event: ModelEvent) => ModelStep<TContext>);

/** What must hold while a state is active; a leaf inherits what its ancestors say. */
export type StateExpectation<TContext> = {
  /** Plain words for QA. */
  says?: string | ((context: TContext) => string);
  tags?: string[];
  /** The actors that run (by id) and the input each was given. */
  invoked?: Record<string, unknown> | ((context: TContext) => Record<string, unknown>);
};

/**
 * A machine's model: the paths are generated over the real machine (so every transition it has is
 * visited), but what must happen at each step comes from the model's own tables, written from
 * SPEC.md and never read from the machine. State names are dotted paths (`on.waiting`); in a
 * parallel model each region's first segment names it and a state is one leaf per region.
 */
export type MachineModel<TContext extends object = Record<string, unknown>> = {
  name: string;
  machine: AnyStateMachine;
  parallel?: boolean;
  /** One traversal per way of starting the machine, with the state and context it starts in. */
  starts: Array<{ label: string; input?: unknown; state: string | string[]; context: TContext; calls?: Record<string, unknown[]> }>;
  /** Example events by what they mean to QA; an event type not listed is sent bare under its type. */
  events: Record<string, ModelEvent>;
  /**
   * For the traversal only: a word about the machine's context that makes two visits of one state
   * different vertices (e.g. a form that is complete or not), so that paths reach what the context
   * unlocks. States are otherwise told apart by their value and the event that led there.
   */
  traversalKey?: (context: never) => string;
  /** Every leaf state must be described. */
  states: Record<string, StateExpectation<TContext>>;
  /** By state, then by event label; an event a state does not list must change nothing. */
  transitions: Record<string, Record<string, ModelTransition<TContext>>>;
};

/** Erases the model's context type so that models can be listed together. */
export function machineModel<TContext extends object>(model: MachineModel<TContext>): MachineModel {
  return model as unknown as MachineModel;
}

export type ModelPath = {
  start: string;
  input: unknown;
  events: EventObject[];
  /** The states the model expects, the first being where the machine starts. */
  states: string[];
  /** What the model expects at the start and after each event. */
  steps: ExpectedStep[];
};

/**
 * The shortest paths that together take every transition of the machine and of the model: each
 * distinct (source state, event label, target state) is a vertex of the traversal, so the shortest
 * path to each vertex ends with one transition, and paths contained in longer ones are dropped. In
 * each state the traversal sends the events the machine handles there and those the model has a
 * transition for, so that a transition missing from the machine is tried too.
 */
export function getModelPaths(model: MachineModel): ModelPath[] {
  const modelMachine = toModelMachine(model.machine);
  const labelOf = eventLabeller(model);
  const eventsIn = eventChooser(model);
  return model.starts.flatMap((start) => {
    const testModel = new TestModel(modelMachine, {
      input: start.input,
      events: eventsIn,
      // By label: events whose payloads serialise alike (a File is {}) stay distinct.
      serializeEvent: labelOf,
      serializeState: (state: AnyMachineSnapshot, event: EventObject | undefined, previous?: AnyMachineSnapshot) =>
        (event && previous
          ? `${JSON.stringify(state.value)} via ${labelOf(event)} from ${JSON.stringify(previous.value)}`
          : JSON.stringify(state.value)) + (model.traversalKey ? ` [${model.traversalKey(state.context as never)}]` : ''),
    } as never);
    return testModel.getShortestPaths().map((path) => {
      const pathEvents = path.steps.map((step) => step.event as EventObject).filter((event) => event.type !== 'xstate.init');
      const steps = expectAlong(model, start, pathEvents.map((event) => ({ label: labelOf(event), event })));
      return { start: start.label, input: start.input, events: pathEvents, states: steps.map((step) => step.state), steps };
    });
  });
}

/** The model's events whose type the machine handles in `state`, bare ones for types it lists none of, and those the model expects there. */
function eventChooser(model: MachineModel): (state: AnyMachineSnapshot) => EventObject[] {
  const bare = new Map<string, EventObject>();
  const listed = Object.values(model.events);
  return (state) => {
    // The active state nodes' own event types, which xstate/graph's createTestModel reads the same way.
    const handled = new Set((state as unknown as { _nodes: Array<{ ownEvents: string[] }> })._nodes.flatMap((node) => node.ownEvents));
    const expected = modelLabelsIn(model, leavesOf(state.value));
    const events = [...handled].flatMap((type) => {
      const examples = listed.filter((event) => event.type === type);
      if (examples.length > 0) return examples;
      if (!bare.has(type)) bare.set(type, { type });
      return [bare.get(type)!];
    });
    const missing = Object.entries(model.events).filter(([label, event]) => expected.has(label) && !events.includes(event));
    return [...events, ...missing.map(([, event]) => event)];
  };
}

function eventLabeller(model: MachineModel): (event: EventObject) => string {
  const labels = new Map<EventObject, string>(Object.entries(model.events).map(([label, event]) => [event, label]));
  return (event) => labels.get(event) ?? event.type;
}

export function describePath(path: ModelPath): string {
  const [first, ...rest] = path.steps;
  return `${first!.state}${rest.map((step) => ` --${step.label}--> ${step.state}`).join('')}`;
}

/** The path in plain words for QA, a line a step: each event, the state it leads to and what must hold there. */
export function explainPath(path: ModelPath): string {
  const [first, ...rest] = path.steps;
  const shown = (step: ExpectedStep) => `[${step.state}] ${step.says}`;
  return [`${path.start} → ${shown(first!)}`, ...rest.map((step) => `  --${step.label}--> ${shown(step)}`)].join('\n');
}
