import fc from 'fast-check';
import { expect, test } from 'vitest';
import { IdIndex } from '../../server/engine/idIndex';

test('IdIndex finds the first row of every id, as a Map does, through many rehashes', () => {
  fc.assert(
    fc.property(fc.array(fc.string({ unit: fc.constantFrom('A', 'b', '1', '-', 'é'), maxLength: 4 }), { maxLength: 5000 }), (ids) => {
      const index = new IdIndex();
      const first = new Map<string, number>();
      ids.forEach((id, row) => {
        expect(index.firstRowOrAdd(id, row + 2)).toBe(first.get(id) ?? -1);
        if (!first.has(id)) first.set(id, row + 2);
      });
    }),
    { numRuns: 40 },
  );
});
