import type { ModelPath } from '../../machines/support/modelPaths';

/*
 * A UI walk costs seconds where the machine's vitest run of the same path costs a millisecond, so
 * a UI spec may walk only some of the generated paths: enough that every transition a user can
 * make is walked once. A transition is a model state, an event and the state it leads to, region
 * by region in a parallel model (e.g. `projects.open --Back--> projects.collapsed`), so that each
 * outcome an event has in a state is seen, not only one of them.
 */

const regionOf = (leaf: string) => leaf.split('.')[0];

/** The transitions step `step` (from 1) of `path` takes. */
function transitionsAt(path: ModelPath, step: number): string[] {
  const { label, leaves: after } = path.steps[step]!;
  return path.steps[step - 1]!.leaves.map((leaf) => `${leaf} --${label}--> ${after.find((next) => regionOf(next) === regionOf(leaf))}`);
}

/** The transitions the first `length` steps of `path` take. */
export function transitionsOf(path: ModelPath, length: number): string[] {
  return Array.from({ length }, (_, at) => transitionsAt(path, at + 1)).flat();
}

/**
 * The indexes of the paths to walk, in the order generated: a greedy cover of every transition in
 * the walkable start of some path (`walkable[i]` steps of path i), taking each time the path that
 * walks the most transitions not yet walked, the shorter of two that walk as many.
 */
export function coveringPaths(paths: ModelPath[], walkable: number[]): number[] {
  const transitions = paths.map((path, index) => new Set(transitionsOf(path, walkable[index]!)));
  const walked = new Set<string>();
  const chosen: number[] = [];
  const gain = (index: number) => [...transitions[index]!].filter((transition) => !walked.has(transition)).length;
  for (;;) {
    let best = -1;
    for (const index of paths.keys()) {
      const better = best === -1 || gain(index) > gain(best) || (gain(index) === gain(best) && walkable[index]! < walkable[best]!);
      if (gain(index) > 0 && better) best = index;
    }
    if (best === -1) return chosen.sort((a, b) => a - b);
    chosen.push(best);
    for (const transition of transitions[best]!) walked.add(transition);
  }
}

/**
 * For walks made in the order given (a path and how many of its steps are walked), the moments
 * that show something no earlier walk has shown: the start (0) of a start not seen before, and
 * each step (its number, from 1) that takes a transition for the first time. A spec looks at
 * those in full; at the others it only makes sure the page has caught up before the next action.
 */
export function firstSightings(walks: Array<{ path: ModelPath; length: number }>): Array<Set<number>> {
  const seen = new Set<string>();
  const isNew = (moments: string[]) => {
    const fresh = moments.some((moment) => !seen.has(moment));
    for (const moment of moments) seen.add(moment);
    return fresh;
  };
  return walks.map(({ path, length }) => {
    const first = new Set<number>();
    if (isNew([`${path.start}: ${path.states[0]}`])) first.add(0);
    for (let step = 1; step <= length; step++) if (isNew(transitionsAt(path, step))) first.add(step);
    return first;
  });
}
