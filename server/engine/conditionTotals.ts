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
    const share = weightShare[c] ?? 0;
    const serviceIndex = sums.serviceIndex;
    const criterionState = sums.averageState;
    summary.serviceIndex.push(serviceIndex);
    summary.criterionAverageState.push(criterionState);
    summary.osi += share * serviceIndex;
    summary.averageState += share * criterionState;
    summary.averageServicePotential += sums.sharePerAsset(share, sums.potential);
    summary.averageNativeCondition += sums.sharePerAsset(share, sums.native);
    summary.averageRemainingLife += sums.sharePerAsset(share, sums.life);
  }
  return summary;
}

/** Sums over the seven state cells of one criterion (`sumStates`), reused from one call to the next. */
class StateSums {
  assets = 0;
  measure = 0;
  /** State, service potential, native condition and remaining life, each weighted by count. */
  state = 0;
  potential = 0;
  native = 0;
  life = 0;
  /** Service potential weighted by network measure. */
  potentialMeasure = 0;

  /** Service potential per unit of network measure, 0 with no measure. */
  get serviceIndex(): number {
    return this.measure > 0 ? this.potentialMeasure / this.measure : 0;
  }

  /** Mean state, each asset counting once, 0 with no assets. */
  get averageState(): number {
    return this.assets > 0 ? this.state / this.assets : 0;
  }

  /** `share` of a count-weighted sum's mean per asset, 0 with no assets. */
  sharePerAsset(share: number, sum: number): number {
    return this.assets > 0 ? (share * sum) / this.assets : 0;
  }
}

const stateSums = new StateSums();

/** Sums over the seven state cells of one criterion from `base`. Returns a shared object, read before the next call. */
function sumStates(model: Model, count: ArrayLike<number>, measure: ArrayLike<number>, base: number): StateSums {
  const { servicePotential, nativeCondition, remainingLife } = model;
  const sums = stateSums;
  sums.assets = 0;
  sums.measure = 0;
  sums.state = 0;
  sums.potential = 0;
  sums.native = 0;
  sums.life = 0;
  sums.potentialMeasure = 0;
  for (let s = 0; s < STATE_COUNT; s++) {
    const cellCount = 0 + (count[base + s] as number);
    const cellMeasure = 0 + (measure[base + s] as number);
    sums.assets += cellCount;
    sums.measure += cellMeasure;
    sums.state += s * cellCount;
    sums.potential += (servicePotential[s] as number) * cellCount;
    sums.native += (nativeCondition[s] as number) * cellCount;
    sums.life += (remainingLife[s] as number) * cellCount;
    sums.potentialMeasure += (servicePotential[s] as number) * cellMeasure;
  }
  return sums;
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
      locationOsi += share * sums.serviceIndex;
      locationState += share * sums.averageState;
      locationPotential += sums.sharePerAsset(share, sums.potential);
      locationNative += sums.sharePerAsset(share, sums.native);
    }
    into.osi[cell] = locationOsi;
    into.averageState[cell] = locationState;
    into.averageServicePotential[cell] = locationPotential;
    into.averageNativeCondition[cell] = locationNative;
  }
}
