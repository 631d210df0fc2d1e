import { STATE_COUNT } from '../../src/api/simulationPackage/limits';
import { benefitPerDollar } from './benefit';
import type { Model } from './model';
import { radixOrder } from './radixSort';

const keyAsFloat = new Float32Array(1);
const keyAsBits = new Uint32Array(keyAsFloat.buffer);

/**
 * The triggered (asset, treatment) pairs of one year in typed arrays, ranked by benefit per
 * dollar, plus each triggered asset's need: the cost of the treatment the ranking would pick for
 * it first, which is what the backlog counts when the asset goes untreated.
 */
export class Candidates {
  asset: Uint32Array;
  treatment: Uint8Array;
  cost: Float64Array;
  /** Bits of the float32 key, inverted so that an ascending sort ranks the best first. */
  rankKey: Uint32Array;
  length = 0;
  order: Uint32Array;
  private scratch: Uint32Array;
  /** Cheapest candidate of the year: once no source holds that much, funding can stop. */
  cheapest = Number.POSITIVE_INFINITY;

  readonly needAsset: Uint32Array;
  readonly needCost: Float64Array;
  needLength = 0;

  constructor(private readonly model: Model) {
    const capacity = Math.max(16, model.assetCount);
    this.asset = new Uint32Array(capacity);
    this.treatment = new Uint8Array(capacity);
    this.cost = new Float64Array(capacity);
    this.rankKey = new Uint32Array(capacity);
    this.order = new Uint32Array(capacity);
    this.scratch = new Uint32Array(capacity);
    this.needAsset = new Uint32Array(model.assetCount);
    this.needCost = new Float64Array(model.assetCount);
  }

  /** Collects the candidates of every asset not yet treated this year (`treatedYear[asset] !== year`). */
  collect(state: Uint8Array, treatedYear: Int32Array, year: number): void {
    const { criterionCount, lowestTrigger, triggeredBy, treatmentMask, excluded, assetCount, treatmentCount } = this.model;
    this.length = 0;
    this.needLength = 0;
    this.cheapest = Number.POSITIVE_INFINITY;
    for (let asset = 0; asset < assetCount; asset++) {
      const base = asset * criterionCount;
      let triggered = 0;
      for (let c = 0; c < criterionCount; c++) {
        const s = state[base + c] as number;
        if (s >= (lowestTrigger[c] as number)) triggered |= triggeredBy[c * STATE_COUNT + s] as number;
      }
      if (triggered === 0) continue;
      triggered &= treatmentMask[asset] as number;
      if (triggered === 0 || treatedYear[asset] === year) continue;
      if (this.length + treatmentCount > this.asset.length) this.grow();
      const need = this.evaluate(state, asset, triggered, excluded[asset] === 0);
      this.needAsset[this.needLength] = asset;
      this.needCost[this.needLength++] = need;
    }
  }

  rank(): void {
    radixOrder(this.rankKey, this.length, this.order, this.scratch);
  }

  /** The need of an asset after works: the cost of its best-ranked triggered treatment, or -1. */
  needAfterWorks(state: Uint8Array, asset: number): number {
    const { criterionCount, lowestTrigger, triggeredBy, treatmentMask } = this.model;
    const base = asset * criterionCount;
    let triggered = 0;
    for (let c = 0; c < criterionCount; c++) {
      const s = state[base + c] as number;
      if (s >= (lowestTrigger[c] as number)) triggered |= triggeredBy[c * STATE_COUNT + s] as number;
    }
    triggered &= treatmentMask[asset] as number;
    return triggered === 0 ? -1 : this.evaluate(state, asset, triggered, false);
  }

  /** Costs and keys every triggered treatment of an asset, keeping them when `keep`; returns the best one's cost. */
  private evaluate(state: Uint8Array, asset: number, triggered: number, keep: boolean): number {
    const { criterionCount, gain, effectCriteria, effectStart, costPerMeasure, costFactor, benefitFactor, assets } = this.model;
    const base = asset * criterionCount;
    const measure = assets.networkMeasure[asset] as number;
    const factor = benefitFactor[asset] as number;
    let bestKey = -1;
    let bestCost = 0;
    let remaining = triggered;
    while (remaining !== 0) {
      const t = 31 - Math.clz32(remaining & -remaining);
      remaining &= remaining - 1;
      const variation = costFactor[t];
      const cost = (costPerMeasure[t] as number) * measure * (variation ? (variation[asset] as number) : 1);
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
        const slot = this.length++;
        this.asset[slot] = asset;
        this.treatment[slot] = t;
        this.cost[slot] = cost;
        keyAsFloat[0] = key;
        this.rankKey[slot] = ~(keyAsBits[0] as number) >>> 0;
        if (cost < this.cheapest) this.cheapest = cost;
      }
    }
    return bestCost;
  }

  private grow(): void {
    const capacity = this.asset.length * 2;
    this.asset = grown(this.asset, new Uint32Array(capacity));
    this.treatment = grown(this.treatment, new Uint8Array(capacity));
    this.cost = grown(this.cost, new Float64Array(capacity));
    this.rankKey = grown(this.rankKey, new Uint32Array(capacity));
    this.order = new Uint32Array(capacity);
    this.scratch = new Uint32Array(capacity);
  }
}

function grown<T extends Uint32Array | Uint8Array | Float64Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
