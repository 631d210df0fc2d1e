import { STATE_COUNT } from '../../src/api/simulationPackage/limits';
import { Backlog } from './backlog';
import { benefitPerDollar, elementGain, type GainTables } from './benefit';
import type { LifeExtensions } from './lifeExtensions';
import { listedNeed, listedCost, listedCover, listedKey, listedTreatment, listedTrigger } from './need';
import type { Model } from './model';
import type { Purse } from './purse';
import { treatmentCost } from './treatmentCost';
import { countEntries, countEntry, KeyBuckets, KeyedEntries, sortBucket, sortFineBucket, spreadBucket, spreadIntoBuckets } from './radixSort';
import type { TreatedAssets, Works } from './works';

const keyAsFloat = new Float32Array(1);
const keyAsBits = new Uint32Array(keyAsFloat.buffer);

/** The assets to work out again at the next scan, one bit each, and what decides it. */
export interface ChangeMarks {
  readonly bits: Uint32Array;
  /** Bit t set when treatment t's gain on criterion c may differ between states (`gainChangeMasks`): `(c * STATE_COUNT + from) * STATE_COUNT + to`. */
  readonly gainChanges: Uint32Array;
}

/** Payload of an entry: `asset << ASSET_SHIFT | SHARED? | treatment`. */
const ASSET_SHIFT = 6;
/** Set on the entries of an asset that has more than one triggered treatment. */
const SHARED = 32;
const TREATMENT_BITS = 31;
/** Runs of unchanged entries longer than this are copied with `set`; shorter ones one by one (a subarray costs more). */
const LONG_RUN = 256;
/** A bucket this small is sorted whole instead of spread over finer buckets. */
const SHORT_BUCKET = 64;
/** Assets an entry's payload can name. */
export const MAX_RANKED_ASSETS = 2 ** (32 - ASSET_SHIFT);

/**
 * The triggered (asset, treatment) candidates of a year, ranked by benefit per dollar.
 *
 * Every year one pass over the assets, in asset order, lists each untreated asset's triggered
 * treatments with their cost and ranking key, and works out the asset's need. An asset that was
 * not treated last year and whose ageing cannot have changed its candidates (`startMarks`)
 * keeps last year's entries and need, copied from last year's list; the others are worked out
 * again, leaving out an entry that another of the asset's always comes before
 * (`keepUndominated`). The entries are then ranked by a stable sort on the key, so equal keys
 * keep asset order and, within an asset, treatment order: the ranking depends on this year's
 * network only.
 *
 * Each asset's need (`need.ts`: the cost of the first-ranked works that meet every criterion in
 * need) is what the backlog counts while the asset goes untreated.
 */
export class Candidates {
  /** This year's entries in asset order, and last year's. */
  private entries: KeyedEntries;
  private previous: KeyedEntries;
  /** The entries grouped by bucket, and working memory for sorting a bucket. */
  private readonly grouped: KeyedEntries;
  private readonly scratch: KeyedEntries;
  private readonly buckets = new KeyBuckets();
  /** Assets whose candidates may differ from last year's scan: all marked before the first scan. */
  private readonly marks: ChangeMarks;
  /** Each asset's need (`need.ts`), 0 when nothing is triggered. */
  readonly backlog: Backlog;

  constructor(
    private readonly model: Model,
    private readonly extensions: LifeExtensions,
  ) {
    if (model.assetCount > MAX_RANKED_ASSETS) throw new RangeError(`the engine ranks at most ${MAX_RANKED_ASSETS} assets`);
    const capacity = Math.max(64, model.assetCount);
    this.entries = new KeyedEntries(capacity);
    this.previous = new KeyedEntries(capacity);
    this.grouped = new KeyedEntries(capacity);
    this.scratch = new KeyedEntries(capacity);
    this.marks = { bits: new Uint32Array(Math.ceil(model.assetCount / 32)).fill(0xffffffff), gainChanges: gainChangeMasks(model) };
    this.backlog = new Backlog(model);
  }

  /**
   * Starts the marks of a new year with the assets treated last year (`treated`, not yet cleared
   * for the new year); the year's ageing (`ageNetwork`) adds those whose move can change their
   * candidates: a treatment of theirs starts or stops being triggered, or a triggered treatment's
   * gain on the criterion that moved is not the same in the new state. Any other move (say a roof
   * from state 0 to 1 where nothing triggers below 3) leaves every entry and the need as they were.
   */
  startMarks(treated: TreatedAssets): ChangeMarks {
    this.marks.bits.set(treated.bits);
    return this.marks;
  }

  /**
   * Works out the need of every asset not treated yet this year, and with `rank` the entries of
   * those not excluded (an excluded asset's need still counts in the backlog).
   */
  scan(state: Uint8Array, treated: TreatedAssets, rank: boolean): void {
    const previous = this.entries;
    this.entries = this.previous;
    this.previous = previous;
    this.buckets.clear();
    this.entries.length = scanAssets(this.model, this.backlog, this.entries, previous, this.marks.bits, state, treated.bits, rank, this.extensions, this.buckets);
  }

  /**
   * Walks the scanned entries in rank order, funding each candidate that a source can still pay
   * for and whose asset has not been treated this year.
   *
   * Rank order comes from buckets (`radixSort.ts`): one pass spreads the entries over the
   * first-level buckets the scan counted them into (keeping asset order within a bucket); a
   * bucket is spread over finer ones only when the walk reaches it, and those are sorted by the
   * rest of the key, in cache. A bucket none of whose entries a source can still pay for is
   * skipped unsorted. The order is that of a stable sort by key.
   */
  fund(works: Works, purse: Purse): void {
    if (purse.isZero || this.entries.length === 0) return;
    const { buckets, grouped, scratch } = this;
    spreadIntoBuckets(this.entries, grouped, buckets);
    scratch.reserve(grouped.length);
    scratch.length = grouped.length;
    const { start, fineStart, fineCheapest } = buckets;
    for (let bucket = 0; bucket < buckets.count; bucket++) {
      const first = start[bucket] as number;
      const end = start[bucket + 1] as number;
      if (first === end || !anyAffordable(grouped.cost, first, end, purse)) continue;
      if (end - first <= SHORT_BUCKET) {
        sortBucket(grouped, first, end, scratch);
        fundInOrder(grouped, first, end, works, purse);
        continue;
      }
      spreadBucket(grouped, scratch, first, end, buckets);
      for (let fine = 0; fine < buckets.fineCount; fine++) {
        const fineFirst = fineStart[fine] as number;
        const fineEnd = fineStart[fine + 1] as number;
        if (fineFirst === fineEnd || !purse.canAfford(fineCheapest[fine] as number)) continue;
        sortFineBucket(scratch, fineFirst, fineEnd, buckets, grouped);
        fundInOrder(scratch, fineFirst, fineEnd, works, purse);
      }
    }
  }

  /** An asset's need from its current state (after its works). */
  updateNeed(state: Uint8Array, asset: number): void {
    const { criterionCount, triggeredBy, treatmentMask } = this.model;
    const base = asset * criterionCount;
    let triggered = triggeredAt(triggeredBy, criterionCount, state, base);
    if (triggered !== 0) triggered &= (treatmentMask[asset] as number) & ~(this.extensions.heldBack[this.extensions.extended[asset] as number] as number);
    this.backlog.set(asset, triggered === 0 ? 0 : listedNeed(listTriggered(this.model, state, asset, base, triggered)));
  }

}

/**
 * The scan's loop, returning how many entries it wrote. A function of its own that ends with its
 * loop: see `ageElements` in ageing.ts.
 */
function scanAssets(
  model: Model,
  backlog: Backlog,
  entries: KeyedEntries,
  previous: KeyedEntries,
  changed: Uint32Array,
  state: Uint8Array,
  treated: Uint32Array,
  rank: boolean,
  extensions: LifeExtensions,
  buckets: KeyBuckets,
): number {
  const bucketSizes = buckets.start;
  const { extended, heldBack } = extensions;
  const { assetCount, criterionCount, triggeredBy, treatmentMask, excluded, treatmentCount, sourceMask } = model;
  let keys = entries.key;
  let payloads = entries.payload;
  let costs = entries.cost;
  const { key: previousKeys, payload: previousPayloads, cost: previousCosts, length: previousLength } = previous;
  let written = 0;
  let next = 0;
  for (let asset = 0, base = 0; asset < assetCount; asset++, base += criterionCount) {
    // Assets neither changed nor treated keep last year's entries (the list is in asset order):
    // find the next asset that is either, 32 at a time, and copy the entries before it at once.
    const marked = nextMarked(changed, treated, asset, assetCount);
    if (marked > asset) {
      let end = next;
      while (end < previousLength && (previousPayloads[end] as number) >>> ASSET_SHIFT < marked) end++;
      if (written + (end - next) > keys.length) {
        entries.reserve(written + (end - next), written);
        keys = entries.key;
        payloads = entries.payload;
        costs = entries.cost;
      }
      if (end - next > LONG_RUN) {
        keys.set(previousKeys.subarray(next, end), written);
        payloads.set(previousPayloads.subarray(next, end), written);
        costs.set(previousCosts.subarray(next, end), written);
        countEntries(entries, written, written + (end - next), buckets);
        written += end - next;
        next = end;
      }
      for (; next < end; next++, written++) {
        const key = previousKeys[next] as number;
        keys[written] = key;
        payloads[written] = previousPayloads[next] as number;
        costs[written] = previousCosts[next] as number;
        countEntry(bucketSizes, key);
      }
      asset = marked;
      base = asset * criterionCount;
      if (asset >= assetCount) break;
    }
    // Last year's entries of this asset are replaced.
    while (next < previousLength && (previousPayloads[next] as number) >>> ASSET_SHIFT === asset) next++;
    if (((treated[asset >>> 5] as number) & (1 << (asset & 31))) !== 0) continue;
    let triggered = triggeredAt(triggeredBy, criterionCount, state, base);
    if (triggered !== 0) triggered &= (treatmentMask[asset] as number) & ~(heldBack[extended[asset] as number] as number);
    if (triggered === 0) {
      backlog.set(asset, 0);
      continue;
    }
    const keep = rank && excluded[asset] === 0;
    if (keep && written + treatmentCount > keys.length) {
      entries.reserve(written + treatmentCount, written);
      keys = entries.key;
      payloads = entries.payload;
      costs = entries.cost;
    }
    const first = written;
    const count = listTriggered(model, state, asset, base, triggered);
    if (keep) {
      for (let i = 0; i < count; i++, written++) {
        keyAsFloat[0] = listedKey[i] as number;
        keys[written] = ~(keyAsBits[0] as number) >>> 0;
        payloads[written] = (asset << ASSET_SHIFT) | (listedTreatment[i] as number);
        costs[written] = listedCost[i] as number;
      }
    }
    if (written - first > 1) {
      written = first + keepUndominated(keys, payloads, costs, first, written, sourceMask);
      if (written - first > 1) for (let i = first; i < written; i++) payloads[i] = (payloads[i] as number) | SHARED;
    }
    for (let i = first; i < written; i++) countEntry(bucketSizes, keys[i] as number);
    backlog.set(asset, listedNeed(count));
  }
  return written;
}

/** The treatments that the states of the asset whose elements start at `base` trigger, as bits. */
export function triggeredAt(triggeredBy: Uint32Array, criterionCount: number, state: Uint8Array, base: number): number {
  let triggered = 0;
  for (let c = 0; c < criterionCount; c++) triggered |= triggeredBy[c * STATE_COUNT + (state[base + c] as number)] as number;
  return triggered;
}

/**
 * Lists an asset's triggered treatments (`triggered`, already limited to those it may receive)
 * in `need.ts`, in treatment order, with their cost, ranking key and the criteria each meets;
 * returns how many. The scan ranks these entries and the backlog counts their need.
 */
function listTriggered(model: Model, state: Uint8Array, asset: number, base: number, triggered: number): number {
  const { criterionCount, benefitFactor, gains, lifeFactor, effectCriteria, effectStart, triggerBit, treatmentCover } = model;
  const factor = benefitFactor[asset] as number;
  let count = 0;
  let remaining = triggered;
  while (remaining !== 0) {
    const t = 31 - Math.clz32(remaining & -remaining);
    remaining &= remaining - 1;
    const cost = treatmentCost(model, asset, t);
    listedKey[count] = benefitPerDollar(treatmentGain(gains, lifeFactor, effectCriteria, effectStart, criterionCount, t, state, base), factor, cost);
    listedCost[count] = cost;
    listedTreatment[count] = t;
    listedTrigger[count] = triggerBit[t] as number;
    listedCover[count] = treatmentCover[t] as number;
    count++;
  }
  return count;
}

/**
 * Treatment t's gain in benefit for the asset whose elements start at `base`: the sum over its
 * effect criteria, each on the element's own (life-varied) state lengths.
 */
function treatmentGain(
  gains: GainTables,
  lifeFactor: Float32Array,
  effectCriteria: Uint8Array,
  effectStart: Uint32Array,
  criterionCount: number,
  t: number,
  state: Uint8Array,
  base: number,
): number {
  let benefit = 0;
  const end = effectStart[t + 1] as number;
  for (let k = effectStart[t] as number; k < end; k++) {
    const c = effectCriteria[k] as number;
    benefit += elementGain(gains, t, (t * criterionCount + c) * STATE_COUNT + (state[base + c] as number), lifeFactor[base + c] as number);
  }
  return benefit;
}

/**
 * Keeps, of one asset's entries `[first, end)` (in treatment order), those that the walk could
 * fund, moving them to the front; returns how many. An entry is never funded when another entry
 * of the asset ranks before it, costs no more and may draw on every source it may: when the walk
 * reaches that other entry, a source that could later pay for this one holds at least as much,
 * so the other entry is funded (or the asset is already treated) and this one is passed over.
 */
function keepUndominated(keys: Uint32Array, payloads: Uint32Array, costs: Float64Array, first: number, end: number, sourceMask: Uint32Array): number {
  let kept = first;
  for (let i = first; i < end; i++) {
    const key = keys[i] as number;
    const cost = costs[i] as number;
    const sources = sourceMask[(payloads[i] as number) & TREATMENT_BITS] as number;
    let dominated = false;
    for (let j = first; j < end && !dominated; j++) {
      const other = keys[j] as number;
      // Equal keys rank in treatment order, which is the order of the entries.
      const ranksBefore = other < key || (other === key && j < i);
      dominated = ranksBefore && (costs[j] as number) <= cost && (sources & ~(sourceMask[(payloads[j] as number) & TREATMENT_BITS] as number)) === 0;
    }
    if (dominated) continue;
    keys[kept] = key;
    payloads[kept] = payloads[i] as number;
    costs[kept] = cost;
    kept++;
  }
  return kept - first;
}

/** Whether a source could still pay for one of the entries `[first, end)`. */
function anyAffordable(costs: Float64Array, first: number, end: number, purse: Purse): boolean {
  for (let i = first; i < end; i++) if (purse.canAfford(costs[i] as number)) return true;
  return false;
}

/** Funds, in order, each of the entries `[first, end)` that a source can still pay for and whose asset is not yet treated this year. */
function fundInOrder(entries: KeyedEntries, first: number, end: number, works: Works, purse: Purse): void {
  const { payload, cost } = entries;
  const treated = works.treated;
  for (let i = first; i < end; i++) {
    const amount = cost[i] as number;
    const packed = payload[i] as number;
    const t = packed & TREATMENT_BITS;
    if (!purse.canPay(t, amount)) continue;
    const asset = packed >>> ASSET_SHIFT;
    const shared = (packed & SHARED) !== 0;
    // Only an asset with several entries can meet itself again further down the list.
    if (shared && treated.has(asset)) continue;
    works.fund(asset, t, amount);
  }
}

/** The first asset from `from` on (below `limit`) marked changed or treated, or `limit`. */
function nextMarked(changed: Uint32Array, treated: Uint32Array, from: number, limit: number): number {
  let word = from >>> 5;
  let bits = ((changed[word] as number) | (treated[word] as number)) & (-1 << (from & 31));
  while (bits === 0) {
    word++;
    if (word << 5 >= limit) return limit;
    bits = (changed[word] as number) | (treated[word] as number);
  }
  return Math.min(limit, (word << 5) + (31 - Math.clz32(bits & -bits)));
}

/**
 * For each criterion and pair of states, the treatments whose gain on that criterion may differ
 * between the two for some life variation factor (`elementGain`).
 */
function gainChangeMasks(model: Model): Uint32Array {
  const { criterionCount, treatmentCount } = model;
  const { gain, step, stepShare } = model.gains;
  const masks = new Uint32Array(criterionCount * STATE_COUNT * STATE_COUNT);
  for (let c = 0; c < criterionCount; c++) {
    for (let from = 0; from < STATE_COUNT; from++) {
      for (let to = 0; to < STATE_COUNT; to++) {
        let mask = 0;
        for (let t = 0; t < treatmentCount; t++) {
          const cell = (t * criterionCount + c) * STATE_COUNT;
          if (gain[cell + from] !== gain[cell + to] || step[cell + from] !== step[cell + to] || stepShare[cell + from] !== stepShare[cell + to]) mask |= 1 << t;
        }
        masks[(c * STATE_COUNT + from) * STATE_COUNT + to] = mask;
      }
    }
  }
  return masks;
}
