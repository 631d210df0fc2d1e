/**
 * Candidate entries as parallel typed arrays: the 32-bit sort key, a 32-bit payload and a cost.
 */
export class KeyedEntries {
  key: Uint32Array;
  payload: Uint32Array;
  cost: Float64Array;
  length = 0;

  constructor(capacity: number) {
    this.key = new Uint32Array(capacity);
    this.payload = new Uint32Array(capacity);
    this.cost = new Float64Array(capacity);
  }

  get capacity(): number {
    return this.key.length;
  }

  /** Grows to at least `capacity`, keeping the first `keep` entries. */
  reserve(capacity: number, keep = this.length): void {
    if (capacity <= this.key.length) return;
    const size = Math.max(capacity, this.key.length * 2);
    const key = new Uint32Array(size);
    const payload = new Uint32Array(size);
    const cost = new Float64Array(size);
    key.set(this.key.subarray(0, keep));
    payload.set(this.payload.subarray(0, keep));
    cost.set(this.cost.subarray(0, keep));
    this.key = key;
    this.payload = payload;
    this.cost = cost;
  }
}

/**
 * A list that fits in cache goes into buckets of about eight keys by their high bits; a longer
 * one into 2^8 buckets, and a bucket, when reached, into 2^8 finer ones.
 */
const BUCKET_BITS = 8;
const BUCKETS_PER_LEVEL = 1 << BUCKET_BITS;
const MAX_BUCKET_BITS = 16;
/** Lists up to this long are spread in one level. */
const ONE_LEVEL_ENTRIES = 1 << 18;
/** A mask that keeps a bucket index whole. */
const ALL_BITS = -1;
/** Segments up to this long are sorted by insertion. */
const SHORT_SEGMENT = 24;

/**
 * Two levels of buckets by key: the whole list's (`spreadIntoBuckets`) and, reused, one
 * bucket's (`spreadBucket`): where each bucket's entries start and the cheapest entry of each.
 * Bucket of a key: `(key - lowest) >>> shift`, then `((key - lowest) >>> fineShift) & 255`.
 */
export class KeyBuckets {
  count = 0;
  /** Keys run up to 2^32 - 1, beyond small integers: a double from the start (see `Purse.richest`). */
  lowest = Number.NaN;
  shift = 0;
  readonly start = new Uint32Array((1 << MAX_BUCKET_BITS) + 1);
  readonly cheapest = new Float64Array(1 << MAX_BUCKET_BITS);
  fineCount = 0;
  fineShift = 0;
  readonly fineStart = new Uint32Array(BUCKETS_PER_LEVEL + 1);
  readonly fineCheapest = new Float64Array(BUCKETS_PER_LEVEL);
  readonly cursor = new Uint32Array(1 << MAX_BUCKET_BITS);
}

/**
 * Copies `entries` into `grouped` by bucket of the high bits of the key, keeping their order
 * within a bucket: a counting pass and a scatter pass. A long list goes into a few hundred
 * places only, which stays in cache where spreading a million entries over tens of thousands of
 * buckets does not.
 */
export function spreadIntoBuckets(entries: KeyedEntries, grouped: KeyedEntries, buckets: KeyBuckets): void {
  const length = entries.length;
  grouped.reserve(length);
  grouped.length = length;
  const lowest = lowestKey(entries.key, length);
  const range = highestKey(entries.key, length) - lowest;
  const rangeBits = 32 - Math.clz32(range);
  const bucketBits = length <= ONE_LEVEL_ENTRIES ? Math.min(MAX_BUCKET_BITS, Math.max(4, 32 - Math.clz32(length) - 3)) : BUCKET_BITS;
  const shift = Math.max(0, rangeBits - bucketBits);
  const count = (range >>> shift) + 1;
  buckets.count = count;
  buckets.lowest = lowest;
  buckets.shift = shift;
  const { start, cheapest, cursor } = buckets;
  start.fill(0, 0, count + 1);
  cheapest.fill(Number.POSITIVE_INFINITY, 0, count);
  countBuckets(entries.key, entries.cost, 0, length, lowest, shift, ALL_BITS, start, cheapest);
  bucketStarts(start, cursor, count, 0);
  scatterIntoBuckets(entries, grouped, 0, length, lowest, shift, ALL_BITS, cursor);
}

/**
 * Copies one bucket's entries `[first, end)` of `grouped` to the same positions of `fine`, by
 * bucket of the next bits of the key (into `buckets.fine…`, positions absolute).
 */
export function spreadBucket(grouped: KeyedEntries, fine: KeyedEntries, first: number, end: number, buckets: KeyBuckets): void {
  const { lowest, shift } = buckets;
  const fineShift = Math.max(0, shift - BUCKET_BITS);
  const mask = (1 << (shift - fineShift)) - 1;
  const count = mask + 1;
  buckets.fineShift = fineShift;
  buckets.fineCount = count;
  const { fineStart, fineCheapest, cursor } = buckets;
  fineStart.fill(0, 0, count + 1);
  fineCheapest.fill(Number.POSITIVE_INFINITY, 0, count);
  countBuckets(grouped.key, grouped.cost, first, end, lowest, fineShift, mask, fineStart, fineCheapest);
  bucketStarts(fineStart, cursor, count, first);
  scatterIntoBuckets(grouped, fine, first, end, lowest, fineShift, mask, cursor);
}

/**
 * Sorts `[first, end)` of `target` by key, stable, where the keys differ only in the low `bits`
 * bits of `key - lowest`; `scratch` is working memory at the same positions.
 */
export function sortSegment(target: KeyedEntries, first: number, end: number, lowest: number, bits: number, scratch: KeyedEntries): void {
  const length = end - first;
  if (length < 2 || bits === 0) return;
  if (length <= SHORT_SEGMENT) {
    insertionSort(target.key, target.payload, target.cost, first, end);
    return;
  }
  let from = target;
  let to = scratch;
  for (let low = 0; low < bits; low += 8) {
    if (!segmentPass(from, to, first, end, lowest, low)) continue;
    const swap = from;
    from = to;
    to = swap;
  }
  if (from !== target) {
    target.key.set(from.key.subarray(first, end), first);
    target.payload.set(from.payload.subarray(first, end), first);
    target.cost.set(from.cost.subarray(first, end), first);
  }
}

// Each loop is a function of its own that ends with it: see `ageElements` in ageing.ts.

function lowestKey(keys: Uint32Array, length: number): number {
  let lowest = 0xffffffff;
  for (let i = 0; i < length; i++) lowest = Math.min(lowest, keys[i] as number);
  return lowest;
}

function highestKey(keys: Uint32Array, length: number): number {
  let highest = 0;
  for (let i = 0; i < length; i++) highest = Math.max(highest, keys[i] as number);
  return highest;
}

/** Bucket sizes of `[first, end)` into `start[bucket + 1]`, and each bucket's cheapest cost. */
function countBuckets(keys: Uint32Array, costs: Float64Array, first: number, end: number, lowest: number, shift: number, mask: number, start: Uint32Array, cheapest: Float64Array): void {
  for (let i = first; i < end; i++) {
    const b = (((keys[i] as number) - lowest) >>> shift) & mask;
    start[b + 1]!++;
    const cost = costs[i] as number;
    if (cost < (cheapest[b] as number)) cheapest[b] = cost;
  }
}

/** Running sums of the sizes, from position `first`: each bucket's start (and its cursor). */
function bucketStarts(start: Uint32Array, cursor: Uint32Array, count: number, first: number): void {
  start[0] = first;
  for (let bucket = 0; bucket < count; bucket++) {
    start[bucket + 1] = (start[bucket + 1] as number) + (start[bucket] as number);
    cursor[bucket] = start[bucket] as number;
  }
}

function scatterIntoBuckets(from: KeyedEntries, to: KeyedEntries, first: number, end: number, lowest: number, shift: number, mask: number, cursor: Uint32Array): void {
  const { key: fromKey, payload: fromPayload, cost: fromCost } = from;
  const { key: toKey, payload: toPayload, cost: toCost } = to;
  for (let i = first; i < end; i++) {
    const key = fromKey[i] as number;
    const slot = cursor[((key - lowest) >>> shift) & mask]!++;
    toKey[slot] = key;
    toPayload[slot] = fromPayload[i] as number;
    toCost[slot] = fromCost[i] as number;
  }
}

function insertionSort(keys: Uint32Array, payloads: Uint32Array, costs: Float64Array, first: number, end: number): void {
  for (let i = first + 1; i < end; i++) {
    const key = keys[i] as number;
    if ((keys[i - 1] as number) <= key) continue;
    const payload = payloads[i] as number;
    const cost = costs[i] as number;
    let j = i - 1;
    while (j >= first && (keys[j] as number) > key) {
      keys[j + 1] = keys[j] as number;
      payloads[j + 1] = payloads[j] as number;
      costs[j + 1] = costs[j] as number;
      j--;
    }
    keys[j + 1] = key;
    payloads[j + 1] = payload;
    costs[j + 1] = cost;
  }
}

const segmentCounts = new Uint32Array(256);

/** One 8-bit LSD pass over a segment by bits `low..low+7` of `key - lowest`; false (and nothing moved) when every key shares the digit. */
function segmentPass(from: KeyedEntries, to: KeyedEntries, first: number, end: number, lowest: number, low: number): boolean {
  const counts = segmentCounts;
  counts.fill(0);
  const fromKey = from.key;
  for (let i = first; i < end; i++) counts[(((fromKey[i] as number) - lowest) >>> low) & 255]!++;
  let running = first;
  for (let digit = 0; digit < 256; digit++) {
    const size = counts[digit] as number;
    if (size === end - first) return false;
    counts[digit] = running;
    running += size;
  }
  const { payload: fromPayload, cost: fromCost } = from;
  const { key: toKey, payload: toPayload, cost: toCost } = to;
  for (let i = first; i < end; i++) {
    const key = fromKey[i] as number;
    const slot = counts[((key - lowest) >>> low) & 255]!++;
    toKey[slot] = key;
    toPayload[slot] = fromPayload[i] as number;
    toCost[slot] = fromCost[i] as number;
  }
  return true;
}
