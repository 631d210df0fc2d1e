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
  const { criterionCount, weightShare, servicePotential, nativeCondition, remainingLife } = model;
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
    const counts = stateCount[c] ?? [];
    const measures = stateMeasure[c] ?? [];
    let assets = 0;
    let measure = 0;
    let stateSum = 0;
    let potentialSum = 0;
    let nativeSum = 0;
    let lifeSum = 0;
    let potentialMeasure = 0;
    for (let s = 0; s < STATE_COUNT; s++) {
      const count = counts[s] ?? 0;
      assets += count;
      measure += measures[s] ?? 0;
      stateSum += s * count;
      potentialSum += (servicePotential[s] ?? 0) * count;
      nativeSum += (nativeCondition[s] ?? 0) * count;
      lifeSum += (remainingLife[s] ?? 0) * count;
      potentialMeasure += (servicePotential[s] ?? 0) * (measures[s] ?? 0);
    }
    const share = weightShare[c] ?? 0;
    const serviceIndex = measure > 0 ? potentialMeasure / measure : 0;
    const criterionState = assets > 0 ? stateSum / assets : 0;
    summary.serviceIndex.push(serviceIndex);
    summary.criterionAverageState.push(criterionState);
    summary.osi += share * serviceIndex;
    summary.averageState += share * criterionState;
    if (assets > 0) {
      summary.averageServicePotential += (share * potentialSum) / assets;
      summary.averageNativeCondition += (share * nativeSum) / assets;
      summary.averageRemainingLife += (share * lifeSum) / assets;
    }
  }
  return summary;
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
  const { criterionCount, weightShare, servicePotential, nativeCondition, locationCount } = model;
  const { count, measure } = totals;
  const { years } = into;
  for (let l = 0; l < locationCount; l++) {
    const cell = l * years + year;
    const mix = cell * STATE_COUNT;
    let locationOsi = 0;
    let locationState = 0;
    let locationPotential = 0;
    let locationNative = 0;
    for (let c = 0; c < criterionCount; c++) {
      const base = (l * criterionCount + c) * STATE_COUNT;
      const share = weightShare[c] as number;
      let assets = 0;
      let total = 0;
      let stateSum = 0;
      let potentialSum = 0;
      let nativeSum = 0;
      let potentialMeasure = 0;
      for (let s = 0; s < STATE_COUNT; s++) {
        const cellCount = 0 + (count[base + s] as number);
        const cellMeasure = 0 + (measure[base + s] as number);
        assets += cellCount;
        total += cellMeasure;
        stateSum += s * cellCount;
        potentialSum += (servicePotential[s] as number) * cellCount;
        nativeSum += (nativeCondition[s] as number) * cellCount;
        potentialMeasure += (servicePotential[s] as number) * cellMeasure;
        into.stateCount[mix + s] = (c === 0 ? 0 : (into.stateCount[mix + s] as number)) + share * cellCount;
        into.stateMeasure[mix + s] = (c === 0 ? 0 : (into.stateMeasure[mix + s] as number)) + share * cellMeasure;
      }
      locationOsi += share * (total > 0 ? potentialMeasure / total : 0);
      locationState += share * (assets > 0 ? stateSum / assets : 0);
      if (assets > 0) {
        locationPotential += (share * potentialSum) / assets;
        locationNative += (share * nativeSum) / assets;
      }
    }
    into.osi[cell] = locationOsi;
    into.averageState[cell] = locationState;
    into.averageServicePotential[cell] = locationPotential;
    into.averageNativeCondition[cell] = locationNative;
  }
}
