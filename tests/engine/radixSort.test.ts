import fc from 'fast-check';
import { expect, test } from 'vitest';
import { countEntries, KeyBuckets, KeyedEntries, sortBucket, sortFineBucket, spreadBucket, spreadIntoBuckets } from '../../server/engine/radixSort';

/** The entries in the order the ranked walk visits them when it skips nothing. */
function bucketOrder(keys: readonly number[]): number[] {
  const entries = new KeyedEntries(keys.length);
  keys.forEach((key, index) => {
    entries.key[index] = key;
    entries.payload[index] = index;
    entries.cost[index] = index;
  });
  entries.length = keys.length;
  const grouped = new KeyedEntries(keys.length);
  const scratch = new KeyedEntries(keys.length);
  const buckets = new KeyBuckets();
  buckets.clear();
  countEntries(entries, 0, entries.length, buckets);
  spreadIntoBuckets(entries, grouped, buckets);
  const order: number[] = [];
  for (let bucket = 0; bucket < buckets.count; bucket++) {
    const first = buckets.start[bucket] as number;
    const end = buckets.start[bucket + 1] as number;
    if (end - first <= 64 && bucket % 2 === 0) {
      sortBucket(grouped, first, end, scratch);
      for (let i = first; i < end; i++) order.push(grouped.payload[i] as number);
      continue;
    }
    spreadBucket(grouped, scratch, first, end, buckets);
    for (let fine = 0; fine < buckets.fineCount; fine++) {
      const fineFirst = buckets.fineStart[fine] as number;
      const fineEnd = buckets.fineStart[fine + 1] as number;
      sortFineBucket(scratch, fineFirst, fineEnd, buckets, grouped);
      for (let i = fineFirst; i < fineEnd; i++) order.push(scratch.payload[i] as number);
    }
  }
  return order;
}

const stableOrder = (keys: readonly number[]) => keys.map((key, index) => ({ key, index })).sort((a, b) => a.key - b.key || a.index - b.index).map((entry) => entry.index);

const keyLists = fc.oneof(
  fc.array(fc.nat({ max: 0xffffffff }), { maxLength: 3000 }),
  fc.array(fc.nat({ max: 40 }), { maxLength: 3000 }),
  fc.array(fc.integer({ min: 0x3a000000, max: 0x3c000000 }), { maxLength: 3000 }),
  fc.array(fc.constantFrom(0, 7, 0xffffffff, 0x80000000, 12345), { maxLength: 500 }),
);

test('the two levels of buckets and their sorts give a stable sort by key', () => {
  fc.assert(
    fc.property(keyLists, (keys) => {
      expect(bucketOrder(keys)).toEqual(stableOrder(keys));
    }),
    { numRuns: 200 },
  );
});

test('a long list crowded into a few first-level buckets is sorted through the second level', () => {
  let seed = 12345;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
  const keys = Array.from({ length: 300_000 }, (_, index) => (index % 3 === 0 ? 0x3b000000 + (next() % 5000) : next()));
  expect(bucketOrder(keys)).toEqual(stableOrder(keys));
});
