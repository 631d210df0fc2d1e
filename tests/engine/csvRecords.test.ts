import fc from 'fast-check';
import { expect, test } from 'vitest';
import { CsvRecordParser } from '../../server/engine/csvRecords';
import { csvField } from '../../samples/lib/csvWriter';

function parse(chunks: readonly Uint8Array[]): string[][] {
  const records: string[][] = [];
  const parser = new CsvRecordParser({
    record: (record) => records.push(Array.from({ length: record.fieldCount }, (_, field) => record.text(field))),
    error: (row, message) => {
      throw new Error(`row ${row}: ${message}`);
    },
  });
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return records;
}

const cell = fc.string({ unit: fc.constantFrom('a', 'Z', '7', ' ', ',', '"', '\n', '\r\n', 'é', '—'), maxLength: 8 });

test('records survive writing and reading back, however the bytes are chunked', () => {
  fc.assert(
    fc.property(
      fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
      fc.array(fc.nat(), { maxLength: 5 }),
      fc.constantFrom('\n', '\r\n'),
      (rows, cuts, newline) => {
        // A lone empty field would read as a blank line, so every row starts with a marker.
        const records = rows.map((row) => ['x', ...row]);
        const bytes = new TextEncoder().encode(records.map((row) => row.map(csvField).join(',')).join(newline) + newline);
        const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
        const chunks = [0, ...points].map((start, index) => bytes.subarray(start, points[index] ?? bytes.length));
        expect(parse(chunks)).toEqual(records);
      },
    ),
    { numRuns: 300 },
  );
});

test('blank lines are skipped and the last line needs no line break', () => {
  expect(parse([new TextEncoder().encode('a,b\n\n1,2')])).toEqual([['a', 'b'], ['1', '2']]);
});

test('plainNumber reads plain decimals exactly as Number() does, and nothing else', () => {
  const digit = fc.constantFrom('0', '1', '2', '5', '7', '9');
  const text = fc.oneof(
    fc.tuple(fc.constantFrom('', '-', '+'), fc.array(digit, { maxLength: 17 }), fc.constantFrom('', '.'), fc.array(digit, { maxLength: 17 })).map(([sign, whole, point, fraction]) => `${sign}${whole.join('')}${point}${fraction.join('')}`),
    fc.constantFrom('1e3', '0x10', ' 5', '5 ', 'Infinity', '-', '.', '', '1,5', '٣'),
  );
  fc.assert(
    fc.property(text, (value) => {
      let seen: number | undefined;
      const parser = new CsvRecordParser({
        record: (record) => (seen = record.plainNumber(0)),
        error: () => {},
      });
      parser.push(new TextEncoder().encode(`${value === '' ? '""' : `"${value}"`}\n`));
      parser.end();
      const read = seen ?? Number.NaN;
      if (!Number.isNaN(read)) expect(Object.is(read, Number(value))).toBe(true);
      else expect(/^[+-]?\d{0,15}\.?\d*$/.test(value) && /\d/.test(value) && value.replace(/[^\d]/g, '').length <= 15).toBe(false);
    }),
    { numRuns: 3000 },
  );
});
