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
