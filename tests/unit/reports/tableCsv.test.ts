import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Label, Table } from '../../../src/api/schemas/reportSummary.schema';
import { tableCsv } from '../../../src/ui/components/charts/reportChart/tableCsv';

const names: Record<string, string> = { 'column.year': 'Year', 'column.funding_source': 'Funding source', 'column.spend': 'Spend' };
const labelOf = (label: Label) => ('key' in label ? names[label.key]! : label.text);

const table: Table = {
  columns: [
    { id: 'year', label: { key: 'column.year' }, unit: 'year' },
    { id: 'funding_source', label: { key: 'column.funding_source' }, unit: 'text' },
    { id: 'spend', label: { key: 'column.spend' }, unit: 'currency' },
  ],
  rows: [
    [2026, 'Renewals, capital', 1250000.5],
    [2027, 'Roads "R2R"', null],
    [2028, '=HYPERLINK("http://x")', -12.25],
  ],
};

describe('Download CSV of a report table', () => {
  it('is exactly the table: labels as the header, unformatted numbers, empty cells empty, CRLF lines, UTF-8 BOM for Excel', () => {
    expect(tableCsv(table, labelOf)).toBe(
      '\uFEFFYear,Funding source,Spend\r\n' +
        '2026,"Renewals, capital",1250000.5\r\n' +
        '2027,"Roads ""R2R""",\r\n' +
        // Planner text that Excel would run as a formula is kept as text; numbers stay numbers.
        `2028,"'=HYPERLINK(""http://x"")",-12.25`,
    );
  });

  it('reads back with a real CSV parser into the same cells', () => {
    const parsed = Papa.parse<string[]>(tableCsv(table, labelOf).slice(1), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([
      ['Year', 'Funding source', 'Spend'],
      ['2026', 'Renewals, capital', '1250000.5'],
      ['2027', 'Roads "R2R"', ''],
      ['2028', "'=HYPERLINK(\"http://x\")", '-12.25'],
    ]);
  });
});
