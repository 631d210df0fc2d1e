import type { EventObject, StateValue } from 'xstate';
import type { MachineModel, ModelEvent, ModelStep, StateExpectation } from './modelPaths';

type Context = Record<string, unknown>;

/** The machine itself, in a model that is not parallel: what holds and what an event does in any state. */
export const ANY = '*';

export type ExpectedStep = {
  /** The event's label, or the start's label for the first step. */
  label: string;
  event: EventObject | null;
  /** One leaf state per region (one in all for a model that is not parallel). */
  leaves: string[];
  state: string;
  says: string;
  context: Context;
  tags: string[];
  invoked: Record<string, unknown>;
  emits: EventObject[];
  calls: Record<string, unknown[]>;
  /** The model lists no transition for this event in any active state: nothing may change. */
  ignored: boolean;
  /** Why the model cannot tell what must hold here (an undescribed state); the step fails with it. */
  gaps: string[];
};

/** Walks the model's own transition table along the labelled events. */
export function expectAlong(
  model: MachineModel,
  start: MachineModel['starts'][number],
  events: Array<{ label: string; event: EventObject }>,
): ExpectedStep[] {
  const first = describe(model, { label: start.label, event: null, leaves: [start.state].flat(), context: start.context, emits: [], calls: start.calls ?? {}, ignored: false, gaps: [] });
  const steps = [first];
  for (const { label, event } of events) {
    const previous = steps.at(-1)!;
    let { leaves, context } = previous;
    const emits: EventObject[] = [];
    const calls: Record<string, unknown[]> = {};
    let taken = 0;
    for (const leaf of previous.leaves) {
      const found = findTransition(model, leaf, label);
      if (!found) continue;
      taken += 1;
      const step = resolve(found, context, event as ModelEvent);
      for (const target of step.to === undefined ? [] : [step.to].flat()) {
        leaves = [...leaves.filter((other) => regionOf(model, other) !== regionOf(model, target)), target];
      }
      const change = typeof step.context === 'function' ? step.context(context, event as ModelEvent) : step.context;
      context = { ...context, ...change };
      emits.push(...(typeof step.emits === 'function' ? step.emits(context, event as ModelEvent) : (step.emits ?? [])));
      for (const [name, params] of Object.entries(step.calls ?? {})) calls[name] = [...(calls[name] ?? []), ...params];
    }
    steps.push(describe(model, { label, event, leaves: sortedLike(previous.leaves, leaves, model), context, emits, calls, ignored: taken === 0, gaps: [] }));
  }
  return steps;
}

type Unexplained = Pick<ExpectedStep, 'label' | 'event' | 'leaves' | 'context' | 'emits' | 'calls' | 'ignored' | 'gaps'>;

function describe(model: MachineModel, step: Unexplained): ExpectedStep {
  const tags = new Set<string>();
  const invoked: Record<string, unknown> = {};
  const says: string[] = [];
  const gaps = [...step.gaps];
  for (const leaf of step.leaves) {
    if (!model.states[leaf]) gaps.push(`the model does not describe state ${leaf}`);
    const words: string[] = [];
    for (const name of [ANY, ...lineage(leaf)]) {
      const expectation: StateExpectation<Context> | undefined = model.states[name];
      if (!expectation) continue;
      for (const tag of expectation.tags ?? []) tags.add(tag);
      Object.assign(invoked, typeof expectation.invoked === 'function' ? expectation.invoked(step.context) : expectation.invoked);
      const said = typeof expectation.says === 'function' ? expectation.says(step.context) : expectation.says;
      if (said) words.push(said);
    }
    says.push(words.join('; '));
  }
  return { ...step, gaps, state: step.leaves.join(' & '), says: says.join(' | '), tags: [...tags].sort(), invoked };
}

/** `{ on: 'waiting' }` → `['on.waiting']`; a parallel state gives one leaf per region. */
export function leavesOf(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value).flatMap(([key, child]) => (child === undefined ? [prefix + key] : leavesOf(child, `${prefix}${key}.`)));
}

/** The labels of the events the model has a transition for in the state made of `leaves`. */
export function modelLabelsIn(model: MachineModel, leaves: string[]): Set<string> {
  const names = leaves.flatMap((leaf) => [ANY, ...lineage(leaf)]);
  return new Set(names.flatMap((name) => Object.keys(model.transitions[name] ?? {})));
}

/** A leaf and its ancestors, outermost first: `on.waiting` → `on`, `on.waiting`. */
function lineage(leaf: string): string[] {
  const parts = leaf.split('.');
  return parts.map((_, index) => parts.slice(0, index + 1).join('.'));
}

/** The transition for `label` from `leaf` or, as in a statechart, from its nearest ancestor or the machine (`*`). */
function findTransition(model: MachineModel, leaf: string, label: string) {
  return [ANY, ...lineage(leaf)]
    .reverse()
    .map((name) => model.transitions[name]?.[label])
    .find((transition) => transition !== undefined);
}

function resolve(transition: NonNullable<ReturnType<typeof findTransition>>, context: Context, event: ModelEvent): Exclude<ModelStep<Context>, string> {
  const step = typeof transition === 'function' ? transition(context, event) : transition;
  return typeof step === 'string' ? { to: step } : step;
}

function regionOf(model: MachineModel, leaf: string): string {
  return model.parallel ? leaf.split('.')[0]! : '';
}

/** Keeps the regions in the order the model started them, so that state names read the same way. */
function sortedLike(previous: string[], leaves: string[], model: MachineModel): string[] {
  const order = previous.map((leaf) => regionOf(model, leaf));
  return [...leaves].sort((a, b) => order.indexOf(regionOf(model, a)) - order.indexOf(regionOf(model, b)));
}
