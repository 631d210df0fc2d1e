import { END_OF_LIFE_STATE, STATE_COUNT } from '../../src/api/simulationPackage/limits';
import type { AgeingArrays } from './ageing';
import type { Candidates } from './candidates';
import type { ConditionTotals } from './conditionTotals';
import { sampleSojourn } from './distributions';
import type { FollowUps } from './followUps';
import type { LifeCycles } from './lifeCycles';
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
 * year's funded works are then applied in one batch. The batch reads and writes the per-asset
 * arrays in asset order, which keeps a million-asset network's memory traffic sequential, while
 * everything whose result depends on order (the random draws of new transition times, the sums
 * of spend and of network measure per state, the life-cycle events, the follow-ups) still happens
 * in funding order. The results are those of applying each treatment as it is funded.
 *
 * Going from one order to the other costs a random access per item; the batch arranges them as
 * writes (which the processor does not wait for) into arrays a few times the year's works in
 * size, never as reads of the per-asset arrays.
 */
export class Works {
  readonly treated: TreatedAssets;
  /** Effect criteria of the treatment with the most; each funded work has this many move slots. */
  private readonly slots: number;
  /** For effect criterion k of a treatment, the earlier position of the same criterion in its list, or -1. */
  private readonly repeatOf: Int8Array;
  private readonly batch: Batch;

  constructor(private readonly parts: WorksParts) {
    const { model } = parts;
    this.treated = new TreatedAssets(model.assetCount);
    this.batch = new Batch(model.assetCount);
    let slots = 1;
    this.repeatOf = new Int8Array(model.effectCriteria.length).fill(-1);
    for (let t = 0; t < model.treatmentCount; t++) {
      const start = model.effectStart[t] as number;
      const end = model.effectStart[t + 1] as number;
      slots = Math.max(slots, end - start);
      for (let k = start; k < end; k++) {
        for (let earlier = k - 1; earlier >= start; earlier--) {
          if (model.effectCriteria[earlier] === model.effectCriteria[k]) {
            this.repeatOf[k] = earlier - start;
            break;
          }
        }
      }
    }
    this.slots = slots;
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
    const { model, ageing } = this.parts;
    const batch = this.batch;
    const count = batch.length;
    batch.length = 0;
    batch.reserveSlots(count, this.slots);
    batch.sortByAsset(count, this.treated.bits);
    gatherInAssetOrder(batch, model, ageing, count, this.slots);
    applyInFundingOrder(batch, this.parts, this.repeatOf, count, this.slots, year);
    writeBackInAssetOrder(batch, model, ageing, count, this.slots, candidates);
  }
}

/** The year's funded works and the batch's working memory. */
class Batch {
  length = 0;
  /** In funding order. */
  asset = new Uint32Array(1024);
  treatment = new Uint8Array(1024);
  source = new Uint8Array(1024);
  cost = new Float64Array(1024);
  /** Funded work f's position in asset order, and its asset's location and network measure. */
  rank = new Uint32Array(1024);
  location = new Uint32Array(1024);
  measure = new Float64Array(1024);
  /** In asset order: the asset, and `f << 5 | treatment`. */
  sortedAsset = new Uint32Array(1024);
  sortedWork = new Uint32Array(1024);
  /** The funded work of each asset treated this year. */
  private readonly workOf: Uint32Array;
  /** Move slots `f * slots + j` (funding order): state before and life factor of effect criterion j. */
  from = new Uint8Array(1024);
  life = new Float32Array(1024);
  /** Move slots `rank * slots + j` (asset order): state after and next transition time. */
  to = new Uint8Array(1024);
  nextAt = new Float64Array(1024);

  add(asset: number, t: number, source: number, cost: number): void {
    if (this.length === this.asset.length) this.grow();
    const k = this.length++;
    this.asset[k] = asset;
    this.treatment[k] = t;
    this.source[k] = source;
    this.cost[k] = cost;
  }

  constructor(assetCount: number) {
    this.workOf = new Uint32Array(assetCount);
  }

  /**
   * The funded works in asset order: the treated assets are exactly those funded this year, so
   * their bits, read in order, give the order, and `workOf` the work.
   */
  sortByAsset(count: number, treatedBits: Uint32Array): void {
    noteWorks(this.asset, count, this.workOf);
    worksInAssetOrder(treatedBits, this.workOf, this.treatment, this.sortedAsset, this.sortedWork);
  }

  reserveSlots(count: number, slots: number): void {
    const needed = count * slots;
    if (needed <= this.from.length) return;
    const size = Math.max(needed, this.from.length * 2);
    this.from = new Uint8Array(size);
    this.life = new Float32Array(size);
    this.to = new Uint8Array(size);
    this.nextAt = new Float64Array(size);
  }

  private grow(): void {
    const size = this.asset.length * 2;
    this.asset = grown(this.asset, new Uint32Array(size));
    this.treatment = grown(this.treatment, new Uint8Array(size));
    this.source = grown(this.source, new Uint8Array(size));
    this.cost = grown(this.cost, new Float64Array(size));
    this.rank = new Uint32Array(size);
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

/** What the draws and records need, read in asset order and written to funding-order slots. */
function gatherInAssetOrder(batch: Batch, model: Model, ageing: AgeingArrays, count: number, slots: number): void {
  const { criterionCount, effectCriteria, effectStart, lifeFactor, location } = model;
  const networkMeasure = model.assets.networkMeasure;
  const { state } = ageing;
  const { sortedAsset, sortedWork, rank, from, life } = batch;
  const fundedLocation = batch.location;
  const fundedMeasure = batch.measure;
  for (let o = 0; o < count; o++) {
    const asset = sortedAsset[o] as number;
    const work = sortedWork[o] as number;
    const f = work >>> 5;
    const t = work & 31;
    rank[f] = o;
    fundedLocation[f] = location[asset] as number;
    fundedMeasure[f] = networkMeasure[asset] as number;
    const base = asset * criterionCount;
    let m = f * slots;
    const end = effectStart[t + 1] as number;
    for (let k = effectStart[t] as number; k < end; k++, m++) {
      const element = base + (effectCriteria[k] as number);
      from[m] = state[element] as number;
      life[m] = lifeFactor[element] as number;
    }
  }
}

/** New states and their draws and the condition totals, then spend, life cycles and follow-ups: each in funding order. */
function applyInFundingOrder(batch: Batch, parts: WorksParts, repeatOf: Int8Array, count: number, slots: number, year: number): void {
  const { lifeCycles, recorder } = parts;
  drawNewStates(batch, parts, repeatOf, count, slots, year);
  recorder.spendAll(year, count, batch.treatment, batch.source, batch.cost, batch.location, batch.measure);
  lifeCycles.addTreatments(year, count, batch.asset, batch.treatment, batch.source, batch.cost);
  scheduleFollowUps(batch, parts.model, parts.followUps, count, year);
}

function drawNewStates(batch: Batch, parts: WorksParts, repeatOf: Int8Array, count: number, slots: number, year: number): void {
  const { model, totals, random } = parts;
  const { effectCriteria, effectStart, effectType, effectAmount, meanSojourn, distribution } = model;
  const { treatment: fundedTreatment, location: fundedLocation, measure: fundedMeasure, rank, from, life, to: movedTo, nextAt: movedNextAt } = batch;
  const now = year + 1;
  for (let f = 0; f < count; f++) {
    const t = fundedTreatment[f] as number;
    const type = effectType[t] as number;
    if (type === EFFECT_ADD_YEARS) continue;
    const assetLocation = fundedLocation[f] as number;
    const assetMeasure = fundedMeasure[f] as number;
    const amount = effectAmount[t] as number;
    const first = f * slots;
    const out = (rank[f] as number) * slots;
    let j = 0;
    const end = effectStart[t + 1] as number;
    for (let k = effectStart[t] as number; k < end; k++, j++) {
      const c = effectCriteria[k] as number;
      const repeat = repeatOf[k] as number;
      const before = repeat < 0 ? (from[first + j] as number) : (movedTo[out + repeat] as number);
      const after = type === EFFECT_RESET ? 0 : Math.max(0, before - amount);
      movedTo[out + j] = after;
      // timeInState from the gathered life factor: the same draw in the same order.
      movedNextAt[out + j] =
        after >= END_OF_LIFE_STATE
          ? Number.POSITIVE_INFINITY
          : now + sampleSojourn(distribution[c] as number, (meanSojourn[c * STATE_COUNT + after] as number) * (life[first + j] as number), random);
      totals.moveAt(assetLocation, c, assetMeasure, before, after);
    }
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

/** New states and transition times written back in asset order, then each treated asset's need. */
function writeBackInAssetOrder(batch: Batch, model: Model, ageing: AgeingArrays, count: number, slots: number, candidates: Candidates): void {
  const { criterionCount, effectCriteria, effectStart, effectType, effectAmount } = model;
  const { state, nextAt } = ageing;
  const { sortedAsset, sortedWork, to: movedTo, nextAt: movedNextAt } = batch;
  for (let o = 0; o < count; o++) {
    const asset = sortedAsset[o] as number;
    const t = (sortedWork[o] as number) & 31;
    const base = asset * criterionCount;
    const end = effectStart[t + 1] as number;
    if (effectType[t] === EFFECT_ADD_YEARS) {
      const amount = effectAmount[t] as number;
      for (let k = effectStart[t] as number; k < end; k++) {
        const element = base + (effectCriteria[k] as number);
        nextAt[element] = (nextAt[element] as number) + amount;
      }
    } else {
      let m = o * slots;
      for (let k = effectStart[t] as number; k < end; k++, m++) {
        const element = base + (effectCriteria[k] as number);
        state[element] = movedTo[m] as number;
        nextAt[element] = movedNextAt[m] as number;
      }
    }
    candidates.updateNeed(state, asset);
  }
}
