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
 * Each location's OSI and average state into its cell of `year`: `summarise` of that one
 * location, the same operations in the same order, without building a summary per location
 * (hundreds of small arrays a year cost more than the sums while the code is still cold).
 */
export function locationConditions(model: Model, totals: ConditionTotals, years: number, year: number, osi: Float64Array, averageState: Float64Array): void {
  const { criterionCount, weightShare, servicePotential, locationCount } = model;
  const { count, measure } = totals;
  for (let l = 0; l < locationCount; l++) {
    let locationOsi = 0;
    let locationState = 0;
    for (let c = 0; c < criterionCount; c++) {
      const base = (l * criterionCount + c) * STATE_COUNT;
      let assets = 0;
      let total = 0;
      let stateSum = 0;
      let potentialMeasure = 0;
      for (let s = 0; s < STATE_COUNT; s++) {
        const cellCount = 0 + (count[base + s] as number);
        const cellMeasure = 0 + (measure[base + s] as number);
        assets += cellCount;
        total += cellMeasure;
        stateSum += s * cellCount;
        potentialMeasure += (servicePotential[s] as number) * cellMeasure;
      }
      const share = weightShare[c] as number;
      locationOsi += share * (total > 0 ? potentialMeasure / total : 0);
      locationState += share * (assets > 0 ? stateSum / assets : 0);
    }
    osi[l * years + year] = locationOsi;
    averageState[l * years + year] = locationState;
  }
}
