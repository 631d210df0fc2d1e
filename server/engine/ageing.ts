import { END_OF_LIFE_STATE, STATE_COUNT } from '../../src/api/simulationPackage/limits';
import { sampleSojourn } from './distributions';
import type { Model } from './model';
import { Random } from './random';

/**
 * Where every (asset, criterion) element stands: its state, and the time (years from the start
 * of the analysis) at which it passes to the next state. Drawing that time once, when the element
 * enters a state, leaves the yearly pass a single comparison per element.
 */
export interface AgeingArrays {
  readonly state: Uint8Array;
  readonly nextAt: Float32Array;
}

/**
 * How far below a half year a transition time still counts as the half. Times are sums of
 * products held in 32-bit floats: a life variation of 0.85 (0.85000002 in 32 bits) puts a
 * 30-year age reached in 3-year steps at 25.5000019, and others a hair under their half. Far above those errors (about a
 * millionth of a year), far below anything a profile means (about nine hours).
 */
const HALF_YEAR_TOLERANCE = 2 ** -10;

/**
 * An element passes to its next state in the year its transition time rounds to, halves up: one
 * due at 4.3 years passes in year 4, one due at 4.5 or 4.7 in year 5. It has passed by `now` when
 * its time is below the returned bound. Passing in the year after (the ceiling) made every
 * continuous draw (Gaussian, or a life variation's fractional step) pass half a year late on
 * average, so a Gaussian network aged more slowly than its profile; whole-year times (Fixed
 * profiles, Poisson, Discrete Uniform) pass in the same year either way.
 */
export function dueBy(now: number): number {
  return now + 0.5 - HALF_YEAR_TOLERANCE;
}

/** Elements that changed state in a year, with the state they left. */
export class ChangeLog {
  readonly element: Uint32Array;
  readonly from: Uint8Array;
  length = 0;

  constructor(capacity: number) {
    this.element = new Uint32Array(capacity);
    this.from = new Uint8Array(capacity);
  }
}

export function startAgeing(model: Model, random: Random): AgeingArrays {
  const state = model.initialState.slice();
  const nextAt = new Float32Array(state.length);
  for (let element = 0; element < state.length; element++) {
    nextAt[element] = timeInState(model, element, state[element] ?? 0, random);
  }
  return { state, nextAt };
}

/** Years element spends in state s from now on, drawn from its criterion's distribution. */
export function timeInState(model: Model, element: number, s: number, random: Random): number {
  if (s >= END_OF_LIFE_STATE) return Number.POSITIVE_INFINITY;
  const c = element % model.criterionCount;
  const mean = (model.meanSojourn[c * STATE_COUNT + s] ?? 0) * (model.lifeFactor[element] ?? 1);
  return sampleSojourn(model.distribution[c] ?? 0, mean, random);
}

/** Ages every element to `now` (years since the start), logging each element that moved. */
export function ageOneYear(model: Model, ageing: AgeingArrays, now: number, random: Random, changes: ChangeLog): void {
  changes.length = ageElements(model, ageing.state, ageing.nextAt, now, random, changes.element, changes.from);
}

/**
 * The loop of ageOneYear, returning how many elements moved. Kept apart from every property
 * store: V8 compiles a long loop on the stack (OSR) before the code after it has ever run, and a
 * store there would throw the compiled code away at the end of every year.
 */
function ageElements(model: Model, state: Uint8Array, nextAt: Float32Array, now: number, random: Random, changed: Uint32Array, changedFrom: Uint8Array): number {
  const total = state.length;
  const due = dueBy(now);
  let logged = 0;
  for (let element = 0; element < total; element++) {
    if ((nextAt[element] as number) >= due) continue;
    changed[logged] = element;
    changedFrom[logged] = passStates(model, state, nextAt, element, now, random);
    logged++;
  }
  return logged;
}

/**
 * Moves an element due to change state in the year ending at `now` (`dueBy`) through every state
 * it reaches in that year, drawing the time it spends in each; returns the state it left.
 */
export function passStates(model: Model, state: Uint8Array, nextAt: Float32Array, element: number, now: number, random: Random): number {
  let at = nextAt[element] as number;
  const from = state[element] as number;
  const due = dueBy(now);
  let s = from;
  while (at < due) {
    s++;
    at += timeInState(model, element, s, random);
  }
  state[element] = s;
  nextAt[element] = at;
  return from;
}

/**
 * The benchmark's yardstick: the engine's ageing step over the same arrays with nothing else.
 * With `renew` (the default) the network is kept in service: an element that reaches end of
 * life is renewed, back to state 0 with a new transition time, as treatments keep the simulated
 * network ageing. Without it most of the benchmark's elements sit at end of life in the later
 * years and stop drawing transition times: that pass draws about a third fewer times than the
 * run's own ageing step, so it is not the same ageing work per asset-year.
 */
export function ageingOnlyPass(model: Model, seed: number, renew = true): void {
  const random = new Random(seed);
  const ageing = startAgeing(model, random);
  const changes = new ChangeLog(ageing.state.length);
  for (let year = 0; year < model.years; year++) {
    ageOneYear(model, ageing, year + 1, random, changes);
    if (renew) renewFailed(model, ageing, changes, year + 1, random);
  }
}

function renewFailed(model: Model, ageing: AgeingArrays, changes: ChangeLog, now: number, random: Random): void {
  const { state, nextAt } = ageing;
  for (let k = 0; k < changes.length; k++) {
    const element = changes.element[k] as number;
    if (state[element] !== END_OF_LIFE_STATE) continue;
    state[element] = 0;
    nextAt[element] = now + timeInState(model, element, 0, random);
  }
}
