import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { TextColumnBuilder, type TextColumn } from '../../server/engine/textColumn';

function columnOf(texts: readonly string[]): TextColumn {
  const builder = new TextColumnBuilder();
  for (const text of texts) builder.push(text);
  return builder.finish();
}

const texts = fc.array(fc.string({ unit: fc.constantFrom('A', 'b', '1', '-', 'é', '😀'), maxLength: 4 }), { maxLength: 3000 });

describe('a column of texts in one string', () => {
  test('gives back every text, in order, and nothing outside the column', () => {
    fc.assert(
      fc.property(texts, (list) => {
        const column = columnOf(list);
        expect(column.count).toBe(list.length);
        expect(Array.from({ length: list.length }, (_, index) => column.at(index))).toEqual(list);
        expect(column.at(list.length)).toBe('');
        expect(column.at(-1)).toBe('');
      }),
    );
  });

  test('finds the first index of a text, one at a time and many in one pass', () => {
    fc.assert(
      fc.property(texts, fc.array(fc.string({ unit: fc.constantFrom('A', 'b', '1', 'é'), maxLength: 3 }), { maxLength: 20 }), (list, others) => {
        const column = columnOf(list);
        const wanted = [...list.filter((_, index) => index % 7 === 0), ...others];
        const found = column.indexesOf(wanted);
        for (const text of wanted) {
          expect(column.indexOf(text)).toBe(list.indexOf(text));
          expect(found.get(text)).toBe(list.includes(text) ? list.indexOf(text) : undefined);
        }
        expect(found.size).toBe(new Set(wanted.filter((text) => list.includes(text))).size);
      }),
    );
  });

  test('spans the blocks it is joined in', () => {
    const list = Array.from({ length: 200_000 }, (_, index) => `BM${String(index + 1).padStart(7, '0')}`);
    const column = columnOf(list);
    expect([column.at(0), column.at(65_535), column.at(65_536), column.at(199_999)]).toEqual([list[0], list[65_535], list[65_536], list[199_999]]);
    expect(column.indexesOf(['BM0131073', 'BM0000001', 'nope'])).toEqual(new Map([['BM0131073', 131_072], ['BM0000001', 0]]));
  });
});
