const DIGIT_BITS = 11;
const BUCKETS = 1 << DIGIT_BITS;
const DIGIT_MASK = BUCKETS - 1;
const PASSES = 3;

/**
 * Orders `length` items by an unsigned 32-bit key, ascending and stable, writing item indexes to
 * `order`. Three counting passes of 11 bits: linear time, which matters for the hundreds of
 * thousands of candidates ranked every year. `scratch` must hold `length` entries.
 */
export function radixOrder(keys: Uint32Array, length: number, order: Uint32Array, scratch: Uint32Array): void {
  for (let i = 0; i < length; i++) order[i] = i;
  const counts = new Uint32Array(BUCKETS);
  let from = order;
  let to = scratch;
  for (let pass = 0; pass < PASSES; pass++) {
    const shift = pass * DIGIT_BITS;
    counts.fill(0);
    for (let i = 0; i < length; i++) counts[(keys[from[i] as number]! >>> shift) & DIGIT_MASK]!++;
    let running = 0;
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      const size = counts[bucket] as number;
      counts[bucket] = running;
      running += size;
    }
    for (let i = 0; i < length; i++) {
      const item = from[i] as number;
      const bucket = (keys[item]! >>> shift) & DIGIT_MASK;
      to[counts[bucket]!++] = item;
    }
    const swap = from;
    from = to;
    to = swap;
  }
  if (from !== order) order.set(from.subarray(0, length));
}
