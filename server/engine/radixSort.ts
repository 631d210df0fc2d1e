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
 * Orders `length` indexes by an unsigned 32-bit key, ascending and stable, the same passes as
 * `sortByKey` but moving indexes only. `order` receives the indexes; `scratch` must hold as many.
 */
export function orderByKey(keys: Uint32Array, length: number, order: Uint32Array, scratch: Uint32Array): void {
  countDigits(keys, length);
  for (let i = 0; i < length; i++) order[i] = i;
  let from = order;
  let to = scratch;
  for (let pass = 0; pass < PASSES; pass++) {
    if (!startingSlots(pass, length)) continue;
    scatterIndexes(keys, from, to, length, pass);
    const swap = from;
    from = to;
    to = swap;
  }
  if (from !== order) order.set(from.subarray(0, length));
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

function scatterIndexes(keys: Uint32Array, from: Uint32Array, to: Uint32Array, length: number, pass: number): void {
  const base = pass * BUCKETS;
  const shift = pass * DIGIT_BITS;
  for (let i = 0; i < length; i++) {
    const index = from[i] as number;
    to[counts[base + (((keys[index] as number) >>> shift) & DIGIT_MASK)]!++] = index;
  }
}
