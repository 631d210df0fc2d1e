import Papa from 'papaparse';
import type { Label, Table } from '../../../../api/schemas/reportSummary.schema';

/** Excel opens a CSV as UTF-8 only when it starts with the byte order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * A report table as CSV text (RFC 4180, CRLF lines): the columns' labels in the user's language
 * as the header, then every row with its numbers unformatted (full precision, no currency signs or
 * grouping) so that Excel computes with them. Empty cells stay empty; planner text that Excel
 * would run as a formula (=, +, -, @) is quoted as text.
 */
export function tableCsv(table: Table, labelOf: (label: Label) => string): string {
  const header = table.columns.map((column) => labelOf(column.label));
  const rows = table.rows.map((row) => row.map((cell) => (cell === null ? '' : cell)));
  return UTF8_BOM + Papa.unparse({ fields: header, data: rows }, { newline: '\r\n', escapeFormulae: true });
}
