const DIGIT_BITS = 11;
const BUCKETS = 1 << DIGIT_BITS;
const DIGIT_MASK = BUCKETS - 1;
/** 3 × 11 bits cover a 32-bit key. */
const PASSES = 3;

/**
 * Candidate entries as parallel typed arrays: the 32-bit sort key, a 32-bit payload and a cost.
 * Two of these swap roles during a sort.
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

const counts = new Uint32Array(BUCKETS * PASSES);

/**
 * Sorts `entries` by key, ascending and stable, using `spare` as the other buffer; returns the
 * buffer that holds the sorted entries (one of the two). LSD radix sort, three passes of 11
 * bits that carry the payload and cost along, so the sorted list reads front to back; a pass
 * whose digit is the same for every key is skipped. All digit counts come from one read.
 */
export function sortByKey(entries: KeyedEntries, spare: KeyedEntries): KeyedEntries {
  const length = entries.length;
  spare.reserve(length);
  countDigits(entries.key, length);
  let from = entries;
  let to = spare;
  for (let pass = 0; pass < PASSES; pass++) {
    if (!startingSlots(pass, length)) continue;
    scatterEntries(from, to, length, pass);
    to.length = length;
    const swap = from;
    from = to;
    to = swap;
  }
  return from;
}

/**
 * Sorts (key, payload) pairs by key, ascending and stable, into `keysOut` and `payloadsOut`,
 * leaving the input alone; `keysScratch` and `payloadsScratch` hold the passes in between. The
 * passes of `sortByKey`.
 */
export function sortPairs(
  keys: Uint32Array,
  payloads: Uint32Array,
  length: number,
  keysOut: Uint32Array,
  payloadsOut: Uint32Array,
  keysScratch: Uint32Array,
  payloadsScratch: Uint32Array,
): void {
  countDigits(keys, length);
  let active = 0;
  for (let pass = 0; pass < PASSES; pass++) if (startingSlots(pass, length)) active |= 1 << pass;
  let passes = 0;
  for (let pass = 0; pass < PASSES; pass++) if ((active & (1 << pass)) !== 0) passes++;
  if (passes === 0) {
    keysOut.set(keys.subarray(0, length));
    payloadsOut.set(payloads.subarray(0, length));
    return;
  }
  // Start in the buffer that makes the last pass land in the output.
  let fromKeys = keys;
  let fromPayloads = payloads;
  let toKeys = passes % 2 === 1 ? keysOut : keysScratch;
  let toPayloads = passes % 2 === 1 ? payloadsOut : payloadsScratch;
  for (let pass = 0; pass < PASSES; pass++) {
    if ((active & (1 << pass)) === 0) continue;
    scatterPairs(fromKeys, fromPayloads, toKeys, toPayloads, length, pass);
    const nextKeys = fromKeys === keys ? (toKeys === keysOut ? keysScratch : keysOut) : fromKeys;
    const nextPayloads = fromPayloads === payloads ? (toPayloads === payloadsOut ? payloadsScratch : payloadsOut) : fromPayloads;
    fromKeys = toKeys;
    fromPayloads = toPayloads;
    toKeys = nextKeys;
    toPayloads = nextPayloads;
  }
}

/** Buckets hold keys whose high bits agree: at most 2^16 of them. */
const MAX_BUCKET_BITS = 16;
/** Segments up to this long are sorted by insertion. */
const SHORT_SEGMENT = 24;

/** Where each bucket's entries start after `spreadIntoBuckets`, and the cheapest entry of each. */
export class KeyBuckets {
  count = 0;
  /** Bucket of a key: `(key - lowest) >>> shift`. */
  lowest = 0;
  shift = 0;
  readonly start = new Uint32Array((1 << MAX_BUCKET_BITS) + 1);
  readonly cheapest = new Float64Array(1 << MAX_BUCKET_BITS);
  readonly cursor = new Uint32Array(1 << MAX_BUCKET_BITS);
}

/**
 * Copies `entries` into `grouped` by bucket, keeping their order within a bucket, with about
 * eight entries to a bucket: a counting pass and a scatter pass.
 */
export function spreadIntoBuckets(entries: KeyedEntries, grouped: KeyedEntries, buckets: KeyBuckets): void {
  const length = entries.length;
  grouped.reserve(length);
  grouped.length = length;
  const lowest = lowestKey(entries.key, length);
  const range = highestKey(entries.key, length) - lowest;
  const bucketBits = Math.min(MAX_BUCKET_BITS, Math.max(4, 32 - Math.clz32(length) - 3));
  const rangeBits = 32 - Math.clz32(range);
  const shift = Math.max(0, rangeBits - bucketBits);
  const count = (range >>> shift) + 1;
  buckets.count = count;
  buckets.lowest = lowest;
  buckets.shift = shift;
  const { start, cheapest, cursor } = buckets;
  start.fill(0, 0, count + 1);
  cheapest.fill(Number.POSITIVE_INFINITY, 0, count);
  countBuckets(entries.key, entries.cost, length, lowest, shift, start, cheapest);
  bucketStarts(start, cursor, count);
  scatterIntoBuckets(entries, grouped, length, lowest, shift, cursor);
}

/**
 * Sorts one bucket's entries `[first, end)` of `grouped` by key, stable, with `scratch` as
 * working memory at the same positions.
 */
export function sortSegment(grouped: KeyedEntries, first: number, end: number, buckets: KeyBuckets, scratch: KeyedEntries): void {
  const length = end - first;
  if (length < 2 || buckets.shift === 0) return;
  if (length <= SHORT_SEGMENT) {
    insertionSort(grouped.key, grouped.payload, grouped.cost, first, end);
    return;
  }
  let from = grouped;
  let to = scratch;
  for (let low = 0; low < buckets.shift; low += 8) {
    if (!segmentPass(from, to, first, end, buckets.lowest, low)) continue;
    const swap = from;
    from = to;
    to = swap;
  }
  if (from !== grouped) {
    grouped.key.set(from.key.subarray(first, end), first);
    grouped.payload.set(from.payload.subarray(first, end), first);
    grouped.cost.set(from.cost.subarray(first, end), first);
  }
}

// Each loop is a function of its own that ends with it: see `ageElements` in ageing.ts.

function countDigits(keys: Uint32Array, length: number): void {
  counts.fill(0);
  for (let i = 0; i < length; i++) {
    const key = keys[i] as number;
    counts[key & DIGIT_MASK]!++;
    counts[BUCKETS + ((key >>> DIGIT_BITS) & DIGIT_MASK)]!++;
    counts[2 * BUCKETS + (key >>> (2 * DIGIT_BITS))]!++;
  }
}

/** Turns a pass's digit counts into starting slots; false when one digit holds every key (nothing to move). */
function startingSlots(pass: number, length: number): boolean {
  const base = pass * BUCKETS;
  let running = 0;
  let moves = true;
  for (let bucket = 0; bucket < BUCKETS; bucket++) {
    const size = counts[base + bucket] as number;
    if (size === length) moves = false;
    counts[base + bucket] = running;
    running += size;
  }
  return moves;
}

function scatterEntries(from: KeyedEntries, to: KeyedEntries, length: number, pass: number): void {
  const base = pass * BUCKETS;
  const shift = pass * DIGIT_BITS;
  const fromKey = from.key;
  const fromPayload = from.payload;
  const fromCost = from.cost;
  const toKey = to.key;
  const toPayload = to.payload;
  const toCost = to.cost;
  for (let i = 0; i < length; i++) {
    const key = fromKey[i] as number;
    const slot = counts[base + ((key >>> shift) & DIGIT_MASK)]!++;
    toKey[slot] = key;
    toPayload[slot] = fromPayload[i] as number;
    toCost[slot] = fromCost[i] as number;
  }
}

function scatterPairs(fromKeys: Uint32Array, fromPayloads: Uint32Array, toKeys: Uint32Array, toPayloads: Uint32Array, length: number, pass: number): void {
  const base = pass * BUCKETS;
  const shift = pass * DIGIT_BITS;
  for (let i = 0; i < length; i++) {
    const key = fromKeys[i] as number;
    const slot = counts[base + ((key >>> shift) & DIGIT_MASK)]!++;
    toKeys[slot] = key;
    toPayloads[slot] = fromPayloads[i] as number;
  }
}

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

/** Bucket sizes into `start[bucket + 1]`, and each bucket's cheapest cost. */
function countBuckets(keys: Uint32Array, costs: Float64Array, length: number, lowest: number, shift: number, start: Uint32Array, cheapest: Float64Array): void {
  for (let i = 0; i < length; i++) {
    const b = ((keys[i] as number) - lowest) >>> shift;
    start[b + 1]!++;
    const cost = costs[i] as number;
    if (cost < (cheapest[b] as number)) cheapest[b] = cost;
  }
}

function bucketStarts(start: Uint32Array, cursor: Uint32Array, count: number): void {
  for (let bucket = 0; bucket < count; bucket++) {
    start[bucket + 1] = (start[bucket + 1] as number) + (start[bucket] as number);
    cursor[bucket] = start[bucket] as number;
  }
}

function scatterIntoBuckets(from: KeyedEntries, to: KeyedEntries, length: number, lowest: number, shift: number, cursor: Uint32Array): void {
  const { key: fromKey, payload: fromPayload, cost: fromCost } = from;
  const { key: toKey, payload: toPayload, cost: toCost } = to;
  for (let i = 0; i < length; i++) {
    const key = fromKey[i] as number;
    const slot = cursor[(key - lowest) >>> shift]!++;
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
