import { stringify } from 'csv-stringify/sync';

/**
 * Records as RFC 4180 CSV: CRLF after every record, quotes doubled, and a field quoted when it
 * holds a comma, a quote or a line break (csv-stringify leaves a bare CR or LF unquoted when the
 * record delimiter is CRLF, so line breaks are asked for explicitly). Null is an empty field.
 */
export function csvRecords(records: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return stringify(records as (string | number | null)[][], { record_delimiter: '\r\n', quoted_match: /[\r\n]/ });
}
