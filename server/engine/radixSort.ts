const DIGIT_BITS = 11;
const BUCKETS = 1 << DIGIT_BITS;
const DIGIT_MASK = BUCKETS - 1;
const PASSES = 3;

/** Working memory for radixOrder, reused from year to year. */
export class RadixScratch {
  keys: Uint32Array;
  otherKeys: Uint32Array;
  otherOrder: Uint32Array;
  readonly counts = new Uint32Array(BUCKETS);

  constructor(capacity: number) {
    this.keys = new Uint32Array(capacity);
    this.otherKeys = new Uint32Array(capacity);
    this.otherOrder = new Uint32Array(capacity);
  }

  reserve(capacity: number): void {
    if (capacity <= this.keys.length) return;
    this.keys = new Uint32Array(capacity);
    this.otherKeys = new Uint32Array(capacity);
    this.otherOrder = new Uint32Array(capacity);
  }
}

/**
 * Orders `length` items by an unsigned 32-bit key, ascending and stable, writing item indexes to
 * `order`. Three counting passes of 11 bits that carry each key along with its index, so every
 * pass reads front to back: linear time for the hundreds of thousands of candidates ranked
 * every year.
 */
export function radixOrder(keys: Uint32Array, length: number, order: Uint32Array, scratch: RadixScratch): void {
  scratch.reserve(length);
  const counts = scratch.counts;
  let fromKeys = scratch.keys;
  let fromOrder = order;
  let toKeys = scratch.otherKeys;
  let toOrder = scratch.otherOrder;
  fromKeys.set(keys.subarray(0, length));
  for (let i = 0; i < length; i++) fromOrder[i] = i;
  for (let pass = 0; pass < PASSES; pass++) {
    const shift = pass * DIGIT_BITS;
    counts.fill(0);
    for (let i = 0; i < length; i++) counts[((fromKeys[i] as number) >>> shift) & DIGIT_MASK]!++;
    let running = 0;
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      const size = counts[bucket] as number;
      counts[bucket] = running;
      running += size;
    }
    for (let i = 0; i < length; i++) {
      const key = fromKeys[i] as number;
      const slot = counts[(key >>> shift) & DIGIT_MASK]!++;
      toKeys[slot] = key;
      toOrder[slot] = fromOrder[i] as number;
    }
    [fromKeys, toKeys] = [toKeys, fromKeys];
    [fromOrder, toOrder] = [toOrder, fromOrder];
  }
  if (fromOrder !== order) order.set(fromOrder.subarray(0, length));
}
