import { END_OF_LIFE_STATE, STATE_COUNT } from '../../src/api/simulationPackage/limits';
import type { AgeingArrays } from './ageing';
import type { Candidates } from './candidates';
import type { ConditionTotals } from './conditionTotals';
import { sampleSojourn } from './distributions';
import type { FollowUps } from './followUps';
import type { LifeCycles } from './lifeCycles';
import type { LifeExtensions } from './lifeExtensions';
import { EFFECT_ADD_YEARS, EFFECT_RESET, type Model } from './model';
import type { Purse } from './purse';
import type { Random } from './random';
import type { Recorder } from './recorder';

export interface WorksParts {
  model: Model;
  ageing: AgeingArrays;
  totals: ConditionTotals;
  random: Random;
  lifeCycles: LifeCycles;
  recorder: Recorder;
  followUps: FollowUps;
  purse: Purse;
  extensions: LifeExtensions;
}

/** The assets treated in the current year, one bit each: small enough to stay in cache. */
export class TreatedAssets {
  readonly bits: Uint32Array;

  constructor(assetCount: number) {
    this.bits = new Uint32Array(Math.ceil(assetCount / 32));
  }

  has(asset: number): boolean {
    return ((this.bits[asset >>> 5] as number) & (1 << (asset & 31))) !== 0;
  }

  add(asset: number): void {
    this.bits[asset >>> 5] = (this.bits[asset >>> 5] as number) | (1 << (asset & 31));
  }

  clear(): void {
    this.bits.fill(0);
  }
}

/**
 * Pays for treatments and applies their effects: states and next transition times change, the
 * condition totals follow, spend and the asset's life cycle are recorded, follow-ups are booked,
 * and the asset's need is worked out again. An asset receives at most one treatment a year.
 *
 * Funding is decided first, in funding order (forced works, follow-ups, then rank order); the
 * year's funded works are then applied in one batch, in asset order: the per-asset arrays of a
 * million-asset network are read and written front to back instead of at random, and the new
 * transition times are drawn in that order. What is summed in money (spend per source,
 * treatment, cost type and location) is added up in funding order, as the purse paid it, so
 * that the recorded spend of a source is exactly what the purse took from it.
 */
export class Works {
  readonly treated: TreatedAssets;
  private readonly batch: Batch;

  constructor(private readonly parts: WorksParts) {
    this.treated = new TreatedAssets(parts.model.assetCount);
    this.batch = new Batch(parts.model.assetCount);
  }

  startYear(): void {
    this.treated.clear();
  }

  /** Funds a forced work or follow-up when a source can pay for it; false otherwise or when the asset is already treated this year. */
  tryApply(asset: number, t: number, cost: number): boolean {
    if (this.treated.has(asset)) return false;
    return this.fund(asset, t, cost);
  }

  /** Funds treatment t from the first source that can pay; false when none can. */
  fund(asset: number, t: number, cost: number): boolean {
    const purse = this.parts.purse;
    const source = purse.payer(t, cost);
    if (source < 0) return false;
    purse.pay(source, cost);
    this.treated.add(asset);
    this.batch.add(asset, t, source, cost);
    return true;
  }

  /** Applies the year's funded works (see the class comment) and updates the treated assets' needs. */
  applyFunded(year: number, candidates: Candidates): void {
    const { model, ageing, totals, random, recorder, lifeCycles, followUps, extensions } = this.parts;
    const batch = this.batch;
    const count = batch.length;
    batch.length = 0;
    batch.sortByAsset(count, this.treated.bits);
    applyInAssetOrder(batch, model, ageing, totals, random, candidates, extensions.extended, count, year + 1);
    recorder.spendAll(year, count, batch.treatment, batch.source, batch.cost, batch.location, batch.measure);
    lifeCycles.addTreatments(year, count, batch.asset, batch.treatment, batch.source, batch.cost);
    scheduleFollowUps(batch, model, followUps, count, year);
  }
}

/** The year's funded works and the batch's working memory. */
class Batch {
  length = 0;
  /** In funding order: the work, and its asset's location and network measure. */
  asset = new Uint32Array(1024);
  treatment = new Uint8Array(1024);
  source = new Uint8Array(1024);
  cost = new Float64Array(1024);
  location = new Uint32Array(1024);
  measure = new Float64Array(1024);
  /** In asset order: the asset, and `f << 5 | treatment` of its funded work f. */
  sortedAsset = new Uint32Array(1024);
  sortedWork = new Uint32Array(1024);
  /** The funded work of each asset treated this year. */
  private readonly workOf: Uint32Array;

  constructor(assetCount: number) {
    this.workOf = new Uint32Array(assetCount);
  }

  add(asset: number, t: number, source: number, cost: number): void {
    if (this.length === this.asset.length) this.grow();
    const k = this.length++;
    this.asset[k] = asset;
    this.treatment[k] = t;
    this.source[k] = source;
    this.cost[k] = cost;
  }

  /**
   * The funded works in asset order: the treated assets are exactly those funded this year, so
   * their bits, read in order, give the order, and `workOf` the work.
   */
  sortByAsset(count: number, treatedBits: Uint32Array): void {
    noteWorks(this.asset, count, this.workOf);
    worksInAssetOrder(treatedBits, this.workOf, this.treatment, this.sortedAsset, this.sortedWork);
  }

  private grow(): void {
    const size = this.asset.length * 2;
    this.asset = grown(this.asset, new Uint32Array(size));
    this.treatment = grown(this.treatment, new Uint8Array(size));
    this.source = grown(this.source, new Uint8Array(size));
    this.cost = grown(this.cost, new Float64Array(size));
    this.location = new Uint32Array(size);
    this.measure = new Float64Array(size);
    this.sortedAsset = new Uint32Array(size);
    this.sortedWork = new Uint32Array(size);
  }
}

function grown<T extends Uint32Array | Uint8Array | Float64Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

// The batch's loops, one per function: V8 compiles a long loop while it runs (OSR), and code
// placed after such a loop in the same function has not run yet at that point, which throws the
// compiled code away again every year.

function noteWorks(fundedAsset: Uint32Array, count: number, workOf: Uint32Array): void {
  for (let f = 0; f < count; f++) workOf[fundedAsset[f] as number] = f;
}

/** Each treated asset in order, with `f << 5 | treatment` of its funded work f. */
function worksInAssetOrder(treatedBits: Uint32Array, workOf: Uint32Array, treatment: Uint8Array, sortedAsset: Uint32Array, sortedWork: Uint32Array): void {
  let o = 0;
  for (let word = 0; word < treatedBits.length; word++) {
    let bits = treatedBits[word] as number;
    while (bits !== 0) {
      const asset = (word << 5) + (31 - Math.clz32(bits & -bits));
      bits &= bits - 1;
      const f = workOf[asset] as number;
      sortedAsset[o] = asset;
      sortedWork[o] = (f << 5) | (treatment[f] as number);
      o++;
    }
  }
}

/**
 * Each treated asset's new states and transition times, its moves in the condition totals, its
 * life extensions and its new need, in asset order; each work's location and network measure go
 * to its funding-order slot for the spend records.
 */
function applyInAssetOrder(batch: Batch, model: Model, ageing: AgeingArrays, totals: ConditionTotals, random: Random, candidates: Candidates, extended: Uint8Array, count: number, now: number): void {
  const { criterionCount, effectCriteria, effectStart, effectType, effectAmount, meanSojourn, distribution, lifeFactor, location } = model;
  const networkMeasure = model.assets.networkMeasure;
  const { state, nextAt } = ageing;
  const { sortedAsset, sortedWork } = batch;
  const fundedLocation = batch.location;
  const fundedMeasure = batch.measure;
  for (let o = 0; o < count; o++) {
    const asset = sortedAsset[o] as number;
    const work = sortedWork[o] as number;
    const f = work >>> 5;
    const t = work & 31;
    const assetLocation = location[asset] as number;
    const assetMeasure = networkMeasure[asset] as number;
    fundedLocation[f] = assetLocation;
    fundedMeasure[f] = assetMeasure;
    const base = asset * criterionCount;
    const type = effectType[t] as number;
    const amount = effectAmount[t] as number;
    const end = effectStart[t + 1] as number;
    for (let k = effectStart[t] as number; k < end; k++) {
      const c = effectCriteria[k] as number;
      const element = base + c;
      if (type === EFFECT_ADD_YEARS) {
        nextAt[element] = (nextAt[element] as number) + amount;
        extended[asset] = (extended[asset] as number) | (1 << c);
        continue;
      }
      extended[asset] = (extended[asset] as number) & ~(1 << c);
      const before = state[element] as number;
      const after = type === EFFECT_RESET ? 0 : Math.max(0, before - amount);
      state[element] = after;
      // timeInState, inlined: the same draw.
      nextAt[element] =
        after >= END_OF_LIFE_STATE
          ? Number.POSITIVE_INFINITY
          : now + sampleSojourn(distribution[c] as number, (meanSojourn[c * STATE_COUNT + after] as number) * (lifeFactor[element] as number), random);
      totals.moveAt(assetLocation, c, assetMeasure, before, after);
    }
    candidates.updateNeed(state, asset);
  }
}

function scheduleFollowUps(batch: Batch, model: Model, followUps: FollowUps, count: number, year: number): void {
  const { followUpTreatment, followUpAfter, years } = model;
  const { asset: fundedAsset, treatment: fundedTreatment } = batch;
  for (let f = 0; f < count; f++) {
    const t = fundedTreatment[f] as number;
    const followUp = followUpTreatment[t] as number;
    const due = year + (followUpAfter[t] as number);
    if (followUp >= 0 && due < years) followUps.schedule(due, fundedAsset[f] as number, followUp);
  }
}
