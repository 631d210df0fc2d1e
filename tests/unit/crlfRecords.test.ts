import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { crlfRecords } from '../../server/reports/crlfRecords';

/** PostgreSQL's CSV (LF record ends) as the feed sends it: RFC 4180 record ends, field contents untouched. */
const convert = (chunks: string[]) => {
  const toCrlf = crlfRecords();
  return chunks.map((chunk) => toCrlf(Buffer.from(chunk, 'utf8')).toString('utf8')).join('');
};

describe('CRLF record ends for PostgreSQL CSV', () => {
  const csv = '1,"Torquay Court, Leopold",0\n2,"a ""quoted""\nname",3\n3,,\n';

  it('ends every record with CRLF and keeps a line break inside quotes as stored', () => {
    expect(convert([csv])).toBe('1,"Torquay Court, Leopold",0\r\n2,"a ""quoted""\nname",3\r\n3,,\r\n');
  });

  it('gives the same text however the stream is cut into chunks', () => {
    const whole = convert([csv]);
    for (let cut = 1; cut < csv.length; cut++) expect(convert([csv.slice(0, cut), csv.slice(cut)])).toBe(whole);
  });

  it('parses back to the same fields', () => {
    const parsed = Papa.parse<string[]>(convert([csv]), { skipEmptyLines: true, newline: '\r\n' });
    expect(parsed.data).toEqual([
      ['1', 'Torquay Court, Leopold', '0'],
      ['2', 'a "quoted"\nname', '3'],
      ['3', '', ''],
    ]);
  });
});
