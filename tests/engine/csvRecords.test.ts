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
