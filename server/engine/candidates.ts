import { STATE_COUNT } from '../../src/api/simulationPackage/limits';
import { benefitPerDollar } from './benefit';
import type { DirtyAssets } from './dirtyAssets';
import type { Model } from './model';
import { treatmentCost } from './treatmentCost';
import type { Purse } from './purse';
import { radixOrder, RadixScratch } from './radixSort';
import type { Works } from './works';

const keyAsFloat = new Float32Array(1);
const keyAsBits = new Uint32Array(keyAsFloat.buffer);
/** Stands in for the treated-year array before the first year: no asset is treated. */
const NEVER = new Int32Array(0);

/** Candidate entries in flat arrays, ordered by `rankKey` once ranked. */
class CandidateArrays {
  rankKey: Uint32Array;
  asset: Uint32Array;
  treatment: Uint8Array;
  cost: Float64Array;
  /** The asset's version when the entry was made; an older version marks the entry stale. */
  version: Uint32Array;
  length = 0;

  constructor(capacity: number) {
    this.rankKey = new Uint32Array(capacity);
    this.asset = new Uint32Array(capacity);
    this.treatment = new Uint8Array(capacity);
    this.cost = new Float64Array(capacity);
    this.version = new Uint32Array(capacity);
  }

  get capacity(): number {
    return this.asset.length;
  }

  /** Grows to at least `capacity`, keeping the entries. */
  reserve(capacity: number): void {
    if (capacity <= this.asset.length) return;
    const size = Math.max(capacity, this.asset.length * 2);
    this.rankKey = copyInto(this.rankKey, new Uint32Array(size));
    this.asset = copyInto(this.asset, new Uint32Array(size));
    this.treatment = copyInto(this.treatment, new Uint8Array(size));
    this.cost = copyInto(this.cost, new Float64Array(size));
    this.version = copyInto(this.version, new Uint32Array(size));
  }
}

/**
 * The triggered (asset, treatment) pairs ranked by benefit per dollar, kept from year to year.
 * An untouched asset's candidates keep their key, so each year only the assets whose state
 * changed (aged into another state, or treated) are evaluated again; their fresh entries are
 * sorted and merged into last year's ranked list while the money is handed out. Entries of
 * re-evaluated assets carry an old version and drop out during the merge.
 *
 * Each asset's need, the cost of the treatment the ranking would pick for it first, is what
 * the backlog counts while the asset goes untreated.
 */
export class Candidates {
  private ranked: CandidateArrays;
  private spare: CandidateArrays;
  private readonly fresh: CandidateArrays;
  /** The fresh entries copied into rank order, so that the merge reads both lists front to back. */
  private readonly sortedFresh: CandidateArrays;
  private freshOrder: Uint32Array;
  private readonly sortScratch: RadixScratch;
  private readonly assetVersion: Uint32Array;
  /** Cost of each asset's best-ranked triggered treatment; 0 when none is triggered. */
  readonly need: Float64Array;

  constructor(private readonly model: Model) {
    const capacity = Math.max(64, model.assetCount);
    this.ranked = new CandidateArrays(capacity);
    this.spare = new CandidateArrays(capacity);
    this.fresh = new CandidateArrays(capacity);
    this.sortedFresh = new CandidateArrays(capacity);
    this.freshOrder = new Uint32Array(capacity);
    this.sortScratch = new RadixScratch(capacity);
    this.assetVersion = new Uint32Array(model.assetCount);
    this.need = new Float64Array(model.assetCount);
  }

  /** Evaluates every asset of the imported network. */
  evaluateAll(state: Uint8Array): void {
    this.fresh.length = 0;
    for (let asset = 0; asset < this.model.assetCount; asset++) this.evaluate(state, asset, true);
    this.sortFresh();
    this.ranked.length = 0;
    this.mergeAndFund(null, null, -1);
  }

  /** Evaluates the dirty assets again, except those already treated this year. */
  refresh(state: Uint8Array, dirty: DirtyAssets, treatedYear: Int32Array, year: number): void {
    this.fresh.length = 0;
    for (let k = 0; k < dirty.length; k++) {
      const asset = dirty.list[k] as number;
      if (treatedYear[asset] !== year) this.evaluate(state, asset, true);
    }
    this.sortFresh();
  }

  /**
   * Walks last year's ranked list and the fresh entries in rank order, funding each candidate a
   * source can still pay for; the unfunded live entries become next year's ranked list.
   */
  fundRanked(works: Works, purse: Purse, year: number): void {
    this.mergeAndFund(works, purse, year);
  }

  /** Re-evaluates a treated asset's need after its works (its entries wait for next year). */
  updateNeed(state: Uint8Array, asset: number): void {
    this.evaluate(state, asset, false);
  }

  private mergeAndFund(works: Works | null, purse: Purse | null, year: number): void {
    const ranked = this.ranked;
    const fresh = this.sortedFresh;
    const out = this.spare;
    out.reserve(ranked.length + fresh.length);
    // Local references keep the loop free of property loads: it visits every candidate every year.
    const { rankKey: rankedKey, asset: rankedAsset, treatment: rankedTreatment, cost: rankedCost, version: rankedVersion } = ranked;
    const { rankKey: freshKey, asset: freshAsset, treatment: freshTreatment, cost: freshCost, version: freshVersion } = fresh;
    const { rankKey: outKey, asset: outAsset, treatment: outTreatment, cost: outCost, version: outVersion } = out;
    const assetVersion = this.assetVersion;
    const treatedYear = works ? works.treatedYear : NEVER;
    const rankedLength = ranked.length;
    const freshLength = fresh.length;
    let i = 0;
    let j = 0;
    let written = 0;
    while (i < rankedLength || j < freshLength) {
      let key: number;
      let asset: number;
      let treatment: number;
      let cost: number;
      let version: number;
      if (j >= freshLength || (i < rankedLength && (rankedKey[i] as number) <= (freshKey[j] as number))) {
        asset = rankedAsset[i] as number;
        version = rankedVersion[i] as number;
        if (version !== assetVersion[asset]) {
          i++;
          continue;
        }
        key = rankedKey[i] as number;
        treatment = rankedTreatment[i] as number;
        cost = rankedCost[i] as number;
        i++;
      } else {
        key = freshKey[j] as number;
        asset = freshAsset[j] as number;
        treatment = freshTreatment[j] as number;
        cost = freshCost[j] as number;
        version = freshVersion[j] as number;
        j++;
      }
      if (treatedYear[asset] === year) continue;
      if (works && purse && purse.canAfford(cost) && works.tryApply(asset, treatment, cost, year)) continue;
      outKey[written] = key;
      outAsset[written] = asset;
      outTreatment[written] = treatment;
      outCost[written] = cost;
      outVersion[written] = version;
      written++;
    }
    out.length = written;
    this.spare = ranked;
    this.ranked = out;
  }

  private sortFresh(): void {
    const fresh = this.fresh;
    if (this.freshOrder.length < fresh.capacity) this.freshOrder = new Uint32Array(fresh.capacity);
    radixOrder(fresh.rankKey, fresh.length, this.freshOrder, this.sortScratch);
    const sorted = this.sortedFresh;
    sorted.reserve(fresh.length);
    const order = this.freshOrder;
    for (let k = 0; k < fresh.length; k++) {
      const from = order[k] as number;
      sorted.rankKey[k] = fresh.rankKey[from] as number;
      sorted.asset[k] = fresh.asset[from] as number;
      sorted.treatment[k] = fresh.treatment[from] as number;
      sorted.cost[k] = fresh.cost[from] as number;
      sorted.version[k] = fresh.version[from] as number;
    }
    sorted.length = fresh.length;
  }

  /**
   * Works out an asset's need and, when `rank`, replaces its ranked entries: a new version and
   * fresh entries (none for an excluded asset, whose need still counts in the backlog).
   */
  private evaluate(state: Uint8Array, asset: number, rank: boolean): void {
    let version = this.assetVersion[asset] as number;
    if (rank) this.assetVersion[asset] = ++version;
    const triggered = this.triggeredTreatments(state, asset);
    if (triggered === 0) {
      this.need[asset] = 0;
      return;
    }
    const { criterionCount, gain, effectCriteria, effectStart, benefitFactor, excluded, treatmentCount } = this.model;
    const keep = rank && excluded[asset] === 0;
    const fresh = this.fresh;
    if (keep && fresh.length + treatmentCount > fresh.capacity) fresh.reserve(fresh.length + treatmentCount);
    const base = asset * criterionCount;
    const factor = benefitFactor[asset] as number;
    let bestKey = -1;
    let bestCost = 0;
    let remaining = triggered;
    while (remaining !== 0) {
      const t = 31 - Math.clz32(remaining & -remaining);
      remaining &= remaining - 1;
      const cost = treatmentCost(this.model, asset, t);
      let benefit = 0;
      const end = effectStart[t + 1] as number;
      for (let k = effectStart[t] as number; k < end; k++) {
        const c = effectCriteria[k] as number;
        benefit += gain[(t * criterionCount + c) * STATE_COUNT + (state[base + c] as number)] as number;
      }
      const key = benefitPerDollar(benefit, factor, cost);
      if (key > bestKey) {
        bestKey = key;
        bestCost = cost;
      }
      if (keep) {
        const slot = fresh.length++;
        keyAsFloat[0] = key;
        fresh.rankKey[slot] = ~(keyAsBits[0] as number) >>> 0;
        fresh.asset[slot] = asset;
        fresh.treatment[slot] = t;
        fresh.cost[slot] = cost;
        fresh.version[slot] = version;
      }
    }
    this.need[asset] = bestCost;
  }

  private triggeredTreatments(state: Uint8Array, asset: number): number {
    const { criterionCount, lowestTrigger, triggeredBy, treatmentMask } = this.model;
    const base = asset * criterionCount;
    let triggered = 0;
    for (let c = 0; c < criterionCount; c++) {
      const s = state[base + c] as number;
      if (s >= (lowestTrigger[c] as number)) triggered |= triggeredBy[c * STATE_COUNT + s] as number;
    }
    return triggered === 0 ? 0 : triggered & (treatmentMask[asset] as number);
  }
}

function copyInto<T extends Uint32Array | Uint8Array | Float64Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
