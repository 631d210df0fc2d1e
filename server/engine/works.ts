import { END_OF_LIFE_STATE, STATE_COUNT } from '../../src/api/simulationPackage/limits';
import type { AgeingArrays } from './ageing';
import type { Candidates } from './candidates';
import type { ConditionTotals } from './conditionTotals';
import { sampleSojourn } from './distributions';
import type { FollowUps } from './followUps';
import type { LifeCycles } from './lifeCycles';
import { EFFECT_ADD_YEARS, EFFECT_RESET, type Model } from './model';
import type { Purse } from './purse';
import { orderByKey } from './radixSort';
import type { Random } from './random';
import type { Recorder } from './recorder';

/** Below every year, including -1 which stands for the imported network. */
const NEVER_TREATED = -2;

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
 */
export class Works {
  /** Year of each asset's latest treatment. */
  readonly treatedYear: Int32Array;
  // The year's funded works in funding order. The fields below are the batch's working memory,
  // read by the loop functions at the end of this file.
  fundedAsset = new Uint32Array(1024);
  fundedTreatment = new Uint8Array(1024);
  fundedSource = new Uint8Array(1024);
  fundedCost = new Float64Array(1024);
  private fundedLength = 0;
  /** Per funded work, gathered in asset order. */
  fundedLocation = new Uint32Array(1024);
  fundedMeasure = new Float64Array(1024);
  /** Funded works in asset order. */
  order = new Uint32Array(1024);
  private orderScratch = new Uint32Array(1024);
  /** One move per (funded work, effect criterion), funded work f's from `moveStart[f]`. */
  moveStart = new Uint32Array(1025);
  moveFrom = new Uint8Array(1024);
  moveTo = new Uint8Array(1024);
  moveLife = new Float32Array(1024);
  moveNextAt = new Float64Array(1024);
  /** For effect criterion k of a treatment, the earlier position of the same criterion in its list, or -1. */
  readonly repeatOf: Int8Array;

  constructor(private readonly parts: WorksParts) {
    const { model } = parts;
    this.treatedYear = new Int32Array(model.assetCount).fill(NEVER_TREATED);
    this.repeatOf = new Int8Array(model.effectCriteria.length).fill(-1);
    for (let t = 0; t < model.treatmentCount; t++) {
      const start = model.effectStart[t] as number;
      const end = model.effectStart[t + 1] as number;
      for (let k = start; k < end; k++) {
        for (let earlier = k - 1; earlier >= start; earlier--) {
          if (model.effectCriteria[earlier] === model.effectCriteria[k]) {
            this.repeatOf[k] = earlier - start;
            break;
          }
        }
      }
    }
  }

  /** Funds a forced work or follow-up when a source can pay for it; false otherwise or when the asset is already treated this year. */
  tryApply(asset: number, t: number, cost: number, year: number): boolean {
    if (this.treatedYear[asset] === year) return false;
    const funded = this.fund(asset, t, cost, year, true);
    return funded;
  }

  /**
   * Funds treatment t from the first source that can pay; false when none can. With
   * `markTreated` the asset is marked at once (the batch marks the others).
   */
  fund(asset: number, t: number, cost: number, year: number, markTreated: boolean): boolean {
    const purse = this.parts.purse;
    const source = purse.payer(t, cost);
    if (source < 0) return false;
    purse.pay(source, cost);
    if (markTreated) this.treatedYear[asset] = year;
    if (this.fundedLength === this.fundedAsset.length) this.growFunded();
    const k = this.fundedLength++;
    this.fundedAsset[k] = asset;
    this.fundedTreatment[k] = t;
    this.fundedSource[k] = source;
    this.fundedCost[k] = cost;
    return true;
  }

  /** Applies the year's funded works (see the class comment) and updates the treated assets' needs. */
  applyFunded(year: number, candidates: Candidates): void {
    const { model, ageing } = this.parts;
    const count = this.fundedLength;
    this.fundedLength = 0;
    const moves = countMoves(count, this.fundedTreatment, model.effectStart, this.moveStart);
    this.reserveMoves(moves);
    orderByKey(this.fundedAsset, count, this.order, this.orderScratch);
    gatherInAssetOrder(this, model, ageing, count);
    applyInFundingOrder(this, this.parts, count, year);
    writeBackInAssetOrder(this, model, ageing, count, year, candidates);
  }

  private growFunded(): void {
    const size = this.fundedAsset.length * 2;
    this.fundedAsset = grown(this.fundedAsset, new Uint32Array(size));
    this.fundedTreatment = grown(this.fundedTreatment, new Uint8Array(size));
    this.fundedSource = grown(this.fundedSource, new Uint8Array(size));
    this.fundedCost = grown(this.fundedCost, new Float64Array(size));
    this.fundedLocation = new Uint32Array(size);
    this.fundedMeasure = new Float64Array(size);
    this.order = new Uint32Array(size);
    this.orderScratch = new Uint32Array(size);
    this.moveStart = new Uint32Array(size + 1);
  }

  private reserveMoves(moves: number): void {
    if (moves <= this.moveFrom.length) return;
    const size = Math.max(moves, this.moveFrom.length * 2);
    this.moveFrom = new Uint8Array(size);
    this.moveTo = new Uint8Array(size);
    this.moveLife = new Float32Array(size);
    this.moveNextAt = new Float64Array(size);
  }
}

function grown<T extends Uint32Array | Uint8Array | Float64Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

// The batch's loops, one per function: V8 compiles a long loop while it runs (OSR), and code
// placed after such a loop in the same function has not run yet at that point, which throws the
// compiled code away again every year.

function countMoves(count: number, fundedTreatment: Uint8Array, effectStart: Uint32Array, moveStart: Uint32Array): number {
  let moves = 0;
  for (let f = 0; f < count; f++) {
    const t = fundedTreatment[f] as number;
    moveStart[f] = moves;
    moves += (effectStart[t + 1] as number) - (effectStart[t] as number);
  }
  moveStart[count] = moves;
  return moves;
}

/** What the draws and records need, read in asset order. */
function gatherInAssetOrder(works: Works, model: Model, ageing: AgeingArrays, count: number): void {
  const { criterionCount, effectCriteria, effectStart, lifeFactor, location } = model;
  const networkMeasure = model.assets.networkMeasure;
  const { state } = ageing;
  const { order, fundedAsset, fundedTreatment, fundedLocation, fundedMeasure, moveStart, moveFrom, moveLife } = works;
  for (let o = 0; o < count; o++) {
    const f = order[o] as number;
    const asset = fundedAsset[f] as number;
    const t = fundedTreatment[f] as number;
    fundedLocation[f] = location[asset] as number;
    fundedMeasure[f] = networkMeasure[asset] as number;
    const base = asset * criterionCount;
    let m = moveStart[f] as number;
    const end = effectStart[t + 1] as number;
    for (let k = effectStart[t] as number; k < end; k++, m++) {
      const element = base + (effectCriteria[k] as number);
      moveFrom[m] = state[element] as number;
      moveLife[m] = lifeFactor[element] as number;
    }
  }
}

/** New states and their draws, condition totals, spend, life cycles and follow-ups, in funding order. */
function applyInFundingOrder(works: Works, parts: WorksParts, count: number, year: number): void {
  const { model, totals, random, lifeCycles, recorder, followUps } = parts;
  const { effectCriteria, effectStart, effectType, effectAmount, meanSojourn, distribution, followUpTreatment, followUpAfter, years } = model;
  const { fundedAsset, fundedTreatment, fundedSource, fundedCost, fundedLocation, fundedMeasure, moveStart, moveFrom, moveTo, moveLife, moveNextAt, repeatOf } = works;
  const now = year + 1;
  for (let f = 0; f < count; f++) {
    const asset = fundedAsset[f] as number;
    const t = fundedTreatment[f] as number;
    const cost = fundedCost[f] as number;
    const source = fundedSource[f] as number;
    const assetLocation = fundedLocation[f] as number;
    const assetMeasure = fundedMeasure[f] as number;
    const type = effectType[t] as number;
    if (type !== EFFECT_ADD_YEARS) {
      const amount = effectAmount[t] as number;
      const first = moveStart[f] as number;
      let m = first;
      const end = effectStart[t + 1] as number;
      for (let k = effectStart[t] as number; k < end; k++, m++) {
        const c = effectCriteria[k] as number;
        const repeat = repeatOf[k] as number;
        const from = repeat < 0 ? (moveFrom[m] as number) : (moveTo[first + repeat] as number);
        const to = type === EFFECT_RESET ? 0 : Math.max(0, from - amount);
        moveTo[m] = to;
        // timeInState from the gathered life factor: the same draw in the same order.
        moveNextAt[m] =
          to >= END_OF_LIFE_STATE
            ? Number.POSITIVE_INFINITY
            : now + sampleSojourn(distribution[c] as number, (meanSojourn[c * STATE_COUNT + to] as number) * (moveLife[m] as number), random);
        totals.moveAt(assetLocation, c, assetMeasure, from, to);
      }
    }
    lifeCycles.addTreatment(asset, year, t, source, cost);
    recorder.spend(year, assetLocation, assetMeasure, t, source, cost);
    const followUp = followUpTreatment[t] as number;
    const due = year + (followUpAfter[t] as number);
    if (followUp >= 0 && due < years) followUps.schedule(due, asset, followUp);
  }
}

/** New states and transition times written back in asset order, then each treated asset's need. */
function writeBackInAssetOrder(works: Works, model: Model, ageing: AgeingArrays, count: number, year: number, candidates: Candidates): void {
  const { criterionCount, effectCriteria, effectStart, effectType, effectAmount } = model;
  const { state, nextAt } = ageing;
  const { order, fundedAsset, fundedTreatment, moveStart, moveTo, moveNextAt, treatedYear } = works;
  for (let o = 0; o < count; o++) {
    const f = order[o] as number;
    const asset = fundedAsset[f] as number;
    const t = fundedTreatment[f] as number;
    treatedYear[asset] = year;
    const base = asset * criterionCount;
    const end = effectStart[t + 1] as number;
    if (effectType[t] === EFFECT_ADD_YEARS) {
      const amount = effectAmount[t] as number;
      for (let k = effectStart[t] as number; k < end; k++) {
        const element = base + (effectCriteria[k] as number);
        nextAt[element] = (nextAt[element] as number) + amount;
      }
    } else {
      let m = moveStart[f] as number;
      for (let k = effectStart[t] as number; k < end; k++, m++) {
        const element = base + (effectCriteria[k] as number);
        state[element] = moveTo[m] as number;
        nextAt[element] = moveNextAt[m] as number;
      }
    }
    candidates.updateNeed(state, asset);
  }
}
