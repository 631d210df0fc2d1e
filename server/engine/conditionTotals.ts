import { STATE_COUNT } from '../../src/api/simulationPackage/limits';
import type { Model } from './model';

/**
 * Count and network measure of elements per (location, criterion, state), kept up to date as
 * elements move instead of recounting a million assets every year. Every condition figure of a
 * year (state mix, averages, OSI, service indices, per location) is a weighted sum of these.
 */
export class ConditionTotals {
  /** `(location * criteria + criterion) * STATE_COUNT + state`. */
  readonly count: Float64Array;
  readonly measure: Float64Array;

  constructor(private readonly model: Model) {
    this.count = new Float64Array(model.locationCount * model.criterionCount * STATE_COUNT);
    this.measure = new Float64Array(this.count.length);
  }

  addAll(state: Uint8Array): void {
    const { criterionCount, location, assets } = this.model;
    for (let asset = 0; asset < assets.count; asset++) {
      const base = (location[asset] ?? 0) * criterionCount;
      const measure = assets.networkMeasure[asset] ?? 0;
      for (let c = 0; c < criterionCount; c++) {
        const cell = (base + c) * STATE_COUNT + (state[asset * criterionCount + c] ?? 0);
        this.count[cell] = (this.count[cell] ?? 0) + 1;
        this.measure[cell] = (this.measure[cell] ?? 0) + measure;
      }
    }
  }

  /** One element of an asset at `location` with network measure `measure` moves from one state to another on criterion c. */
  moveAt(location: number, c: number, measure: number, from: number, to: number): void {
    if (from === to) return;
    const base = (location * this.model.criterionCount + c) * STATE_COUNT;
    this.count[base + from]! -= 1;
    this.count[base + to]! += 1;
    this.measure[base + from]! -= measure;
    this.measure[base + to]! += measure;
  }
}

/** Condition figures of one group of assets (the network or one location). */
export interface ConditionSummary {
  osi: number;
  averageState: number;
  averageServicePotential: number;
  averageNativeCondition: number;
  averageRemainingLife: number;
  serviceIndex: number[];
  /** `[criterion][state]`. */
  stateCount: number[][];
  stateMeasure: number[][];
  /** Per criterion, mean state with each asset counting once. */
  criterionAverageState: number[];
}

/** Summarises the locations listed (all of them for the network). */
export function summarise(model: Model, totals: ConditionTotals, locations: readonly number[]): ConditionSummary {
  const { criterionCount, weightShare } = model;
  const stateCount = Array.from({ length: criterionCount }, () => new Array<number>(STATE_COUNT).fill(0));
  const stateMeasure = Array.from({ length: criterionCount }, () => new Array<number>(STATE_COUNT).fill(0));
  for (const l of locations) {
    for (let c = 0; c < criterionCount; c++) {
      const base = (l * criterionCount + c) * STATE_COUNT;
      const counts = stateCount[c] ?? [];
      const measures = stateMeasure[c] ?? [];
      for (let s = 0; s < STATE_COUNT; s++) {
        counts[s] = (counts[s] ?? 0) + (totals.count[base + s] ?? 0);
        measures[s] = (measures[s] ?? 0) + (totals.measure[base + s] ?? 0);
      }
    }
  }
  const summary: ConditionSummary = {
    osi: 0,
    averageState: 0,
    averageServicePotential: 0,
    averageNativeCondition: 0,
    averageRemainingLife: 0,
    serviceIndex: [],
    stateCount,
    stateMeasure,
    criterionAverageState: [],
  };
  for (let c = 0; c < criterionCount; c++) {
    const sums = sumStates(model, stateCount[c] ?? [], stateMeasure[c] ?? [], 0);
    const assets = sums[ASSETS] as number;
    const measure = sums[MEASURE] as number;
    const share = weightShare[c] ?? 0;
    const serviceIndex = measure > 0 ? (sums[POTENTIAL_MEASURE] as number) / measure : 0;
    const criterionState = assets > 0 ? (sums[STATE_SUM] as number) / assets : 0;
    summary.serviceIndex.push(serviceIndex);
    summary.criterionAverageState.push(criterionState);
    summary.osi += share * serviceIndex;
    summary.averageState += share * criterionState;
    if (assets > 0) {
      summary.averageServicePotential += (share * (sums[POTENTIAL_SUM] as number)) / assets;
      summary.averageNativeCondition += (share * (sums[NATIVE_SUM] as number)) / assets;
      summary.averageRemainingLife += (share * (sums[LIFE_SUM] as number)) / assets;
    }
  }
  return summary;
}

/** What `sumStates` adds up, by index. */
const ASSETS = 0;
const MEASURE = 1;
const STATE_SUM = 2;
const POTENTIAL_SUM = 3;
const NATIVE_SUM = 4;
const LIFE_SUM = 5;
const POTENTIAL_MEASURE = 6;
const stateSums = new Float64Array(7);

/**
 * Sums over the seven state cells of one criterion from `base`: assets, network measure, and
 * the state, service potential, native condition and remaining life weighted by count, and the
 * service potential weighted by measure. Returns a shared array, read before the next call.
 */
function sumStates(model: Model, count: ArrayLike<number>, measure: ArrayLike<number>, base: number): Float64Array {
  const { servicePotential, nativeCondition, remainingLife } = model;
  let assets = 0;
  let total = 0;
  let stateSum = 0;
  let potentialSum = 0;
  let nativeSum = 0;
  let lifeSum = 0;
  let potentialMeasure = 0;
  for (let s = 0; s < STATE_COUNT; s++) {
    const cellCount = 0 + (count[base + s] as number);
    const cellMeasure = 0 + (measure[base + s] as number);
    assets += cellCount;
    total += cellMeasure;
    stateSum += s * cellCount;
    potentialSum += (servicePotential[s] as number) * cellCount;
    nativeSum += (nativeCondition[s] as number) * cellCount;
    lifeSum += (remainingLife[s] as number) * cellCount;
    potentialMeasure += (servicePotential[s] as number) * cellMeasure;
  }
  stateSums[ASSETS] = assets;
  stateSums[MEASURE] = total;
  stateSums[STATE_SUM] = stateSum;
  stateSums[POTENTIAL_SUM] = potentialSum;
  stateSums[NATIVE_SUM] = nativeSum;
  stateSums[LIFE_SUM] = lifeSum;
  stateSums[POTENTIAL_MEASURE] = potentialMeasure;
  return stateSums;
}

/**
 * A location's yearly condition figures, `location * years + year`; its state mix
 * `(location * years + year) * STATE_COUNT + state`, the criteria combined by their weight
 * shares, so that a location's states add up to its asset count and network measure.
 */
export class LocationConditionSeries {
  readonly osi: Float64Array;
  readonly averageState: Float64Array;
  readonly averageServicePotential: Float64Array;
  readonly averageNativeCondition: Float64Array;
  readonly stateCount: Float64Array;
  readonly stateMeasure: Float64Array;

  constructor(locationCount: number, readonly years: number) {
    const series = () => new Float64Array(locationCount * years);
    this.osi = series();
    this.averageState = series();
    this.averageServicePotential = series();
    this.averageNativeCondition = series();
    this.stateCount = new Float64Array(locationCount * years * STATE_COUNT);
    this.stateMeasure = new Float64Array(this.stateCount.length);
  }
}

/**
 * Each location's figures into its cells of `year`: `summarise` of that one location, the same
 * operations in the same order, without building a summary per location (hundreds of small
 * arrays a year cost more than the sums while the code is still cold).
 */
export function locationConditions(model: Model, totals: ConditionTotals, year: number, into: LocationConditionSeries): void {
  const { criterionCount, weightShare, locationCount } = model;
  const { count, measure } = totals;
  const { years } = into;
  for (let l = 0; l < locationCount; l++) {
    const cell = l * years + year;
    const mix = cell * STATE_COUNT;
    into.stateCount.fill(0, mix, mix + STATE_COUNT);
    into.stateMeasure.fill(0, mix, mix + STATE_COUNT);
    let locationOsi = 0;
    let locationState = 0;
    let locationPotential = 0;
    let locationNative = 0;
    for (let c = 0; c < criterionCount; c++) {
      const base = (l * criterionCount + c) * STATE_COUNT;
      const share = weightShare[c] as number;
      for (let s = 0; s < STATE_COUNT; s++) {
        into.stateCount[mix + s] = (into.stateCount[mix + s] as number) + share * (count[base + s] as number);
        into.stateMeasure[mix + s] = (into.stateMeasure[mix + s] as number) + share * (measure[base + s] as number);
      }
      const sums = sumStates(model, count, measure, base);
      const assets = sums[ASSETS] as number;
      const total = sums[MEASURE] as number;
      locationOsi += share * (total > 0 ? (sums[POTENTIAL_MEASURE] as number) / total : 0);
      locationState += share * (assets > 0 ? (sums[STATE_SUM] as number) / assets : 0);
      if (assets > 0) {
        locationPotential += (share * (sums[POTENTIAL_SUM] as number)) / assets;
        locationNative += (share * (sums[NATIVE_SUM] as number)) / assets;
      }
    }
    into.osi[cell] = locationOsi;
    into.averageState[cell] = locationState;
    into.averageServicePotential[cell] = locationPotential;
    into.averageNativeCondition[cell] = locationNative;
  }
}
