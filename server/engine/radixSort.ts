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
 * Entries are ranked through two levels of buckets and a sort: the first level by the key's top
 * 16 bits, fixed, so that the scan counts each entry into its bucket as it writes it; the second,
 * when the walk reaches a bucket, by the next 8 bits; a segment is then sorted by the last 8.
 * Keys are the bits of a float32 benefit per dollar: the top 16 cut each doubling of benefit per
 * dollar into 128 buckets, about a thousand of them used by a million-asset network.
 */
const COARSE_SHIFT = 16;
const COARSE_BUCKETS = 1 << (32 - COARSE_SHIFT);
/** At most 2^8 second-level buckets; fewer for a small bucket, about eight entries to each. */
const MAX_FINE_BITS = 8;
const ENTRIES_PER_FINE_BUCKET_BITS = 3;
const MAX_FINE_BUCKETS = 1 << MAX_FINE_BITS;
/** Segments up to this long are sorted by insertion. */
const SHORT_SEGMENT = 24;

/**
 * The two levels of buckets: the whole list's, counted entry by entry (`countEntry`,
 * `countEntries`) then spread (`spreadIntoBuckets`): where each bucket's entries start; and,
 * reused, one bucket's (`spreadBucket`): where each finer bucket starts and its cheapest entry.
 */
export class KeyBuckets {
  readonly count = COARSE_BUCKETS;
  /** While counting, each bucket's size at `start[bucket + 1]`; once spread, where each bucket starts. */
  readonly start = new Uint32Array(COARSE_BUCKETS + 1);
  /** The second level of the bucket last spread: how many buckets, and the key bits below them. */
  fineCount = 0;
  fineShift = 0;
  readonly fineStart = new Uint32Array(MAX_FINE_BUCKETS + 1);
  readonly fineCheapest = new Float64Array(MAX_FINE_BUCKETS);
  readonly cursor = new Uint32Array(COARSE_BUCKETS);

  /** Starts counting a new list. */
  clear(): void {
    this.start.fill(0);
  }
}

/** Counts an entry into its first-level bucket: inlined where the scan writes entries. */
export function countEntry(start: Uint32Array, key: number): void {
  start[(key >>> COARSE_SHIFT) + 1]!++;
}

/** Counts the entries `[first, end)` into their first-level buckets. */
export function countEntries(entries: KeyedEntries, first: number, end: number, buckets: KeyBuckets): void {
  const { key } = entries;
  for (let i = first; i < end; i++) countEntry(buckets.start, key[i] as number);
}

/**
 * Copies the counted `entries` into `grouped` by first-level bucket, keeping their order within
 * a bucket. A long list goes into the few hundred or thousand buckets its keys use, a scatter
 * that stays in cache where one over a million places would not.
 */
export function spreadIntoBuckets(entries: KeyedEntries, grouped: KeyedEntries, buckets: KeyBuckets): void {
  const length = entries.length;
  grouped.reserve(length);
  grouped.length = length;
  bucketStarts(buckets.start, buckets.cursor, COARSE_BUCKETS, 0);
  scatterIntoBuckets(entries, grouped, 0, length, COARSE_SHIFT, ALL_BITS, buckets.cursor);
}

/**
 * Copies one first-level bucket's entries `[first, end)` of `grouped` to the same positions of
 * `fine`, by bucket of the next bits of the key (into `buckets.fine…`, positions absolute): as
 * many bits as give about eight entries to a bucket, at most 8.
 */
export function spreadBucket(grouped: KeyedEntries, fine: KeyedEntries, first: number, end: number, buckets: KeyBuckets): void {
  const { fineStart, fineCheapest, cursor } = buckets;
  const bits = Math.max(1, Math.min(MAX_FINE_BITS, 32 - Math.clz32(end - first) - ENTRIES_PER_FINE_BUCKET_BITS));
  const count = 1 << bits;
  const shift = COARSE_SHIFT - bits;
  buckets.fineCount = count;
  buckets.fineShift = shift;
  fineStart.fill(0, 0, count + 1);
  fineCheapest.fill(Number.POSITIVE_INFINITY, 0, count);
  countBuckets(grouped.key, grouped.cost, first, end, shift, count - 1, fineStart, fineCheapest);
  bucketStarts(fineStart, cursor, count, first);
  scatterIntoBuckets(grouped, fine, first, end, shift, count - 1, cursor);
}

/** Sorts a first-level bucket `[first, end)` of `target` by key, stable; `scratch` is working memory at the same positions. */
export function sortBucket(target: KeyedEntries, first: number, end: number, scratch: KeyedEntries): void {
  sortSegment(target, first, end, COARSE_SHIFT, scratch);
}

/** Sorts a second-level bucket `[first, end)` of the bucket last spread by key, stable. */
export function sortFineBucket(target: KeyedEntries, first: number, end: number, buckets: KeyBuckets, scratch: KeyedEntries): void {
  sortSegment(target, first, end, buckets.fineShift, scratch);
}

/** Sorts `[first, end)` of `target` by key, stable, where the keys differ only in their low `bits` bits. */
function sortSegment(target: KeyedEntries, first: number, end: number, bits: number, scratch: KeyedEntries): void {
  const length = end - first;
  if (length < 2) return;
  if (length <= SHORT_SEGMENT) {
    insertionSort(target.key, target.payload, target.cost, first, end);
    return;
  }
  let from = target;
  let to = scratch;
  for (let low = 0; low < bits; low += 8) {
    if (!segmentPass(from, to, first, end, low)) continue;
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

/** A mask that keeps a bucket index whole. */
const ALL_BITS = -1;

// Each loop is a function of its own that ends with it: see `ageElements` in ageing.ts.

/** Bucket sizes of `[first, end)` into `start[bucket + 1]`, and each bucket's cheapest cost. */
function countBuckets(keys: Uint32Array, costs: Float64Array, first: number, end: number, shift: number, mask: number, start: Uint32Array, cheapest: Float64Array): void {
  for (let i = first; i < end; i++) {
    const b = ((keys[i] as number) >>> shift) & mask;
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

function scatterIntoBuckets(from: KeyedEntries, to: KeyedEntries, first: number, end: number, shift: number, mask: number, cursor: Uint32Array): void {
  const { key: fromKey, payload: fromPayload, cost: fromCost } = from;
  const { key: toKey, payload: toPayload, cost: toCost } = to;
  for (let i = first; i < end; i++) {
    const key = fromKey[i] as number;
    const slot = cursor[(key >>> shift) & mask]!++;
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

/** One 8-bit LSD pass over a segment by bits `low..low+7` of the key; false (and nothing moved) when every key shares the digit. */
function segmentPass(from: KeyedEntries, to: KeyedEntries, first: number, end: number, low: number): boolean {
  const counts = segmentCounts;
  counts.fill(0);
  const fromKey = from.key;
  for (let i = first; i < end; i++) counts[((fromKey[i] as number) >>> low) & 255]!++;
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
    const slot = counts[(key >>> low) & 255]!++;
    toKey[slot] = key;
    toPayload[slot] = fromPayload[i] as number;
    toCost[slot] = fromCost[i] as number;
  }
  return true;
}
