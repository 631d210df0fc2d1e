import type { Insights } from '../../src/api/schemas/project.schema';
import { csvRecords } from '../reports/csvRecords';
import { PLAN_ROW_COLUMNS, planRows } from './workPlanExportRows';

/** The byte order mark Excel needs to open a UTF-8 CSV as UTF-8 (names in Chinese, street names with accents). */
const UTF8_BOM = '\uFEFF';

/** Text a spreadsheet would run as a formula (OWASP "CSV injection"): names are typed by any editor of the plan. */
const FORMULA_START = /^[=+\-@\t\r]/;
const inert = (cell: string | number | null) => (typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell);

/** The plan as RFC 4180 CSV: a header row, then one row per treatment (see planRows), its texts never formulas. */
export function workPlanCsv(projects: Insights['projects']): string {
  return UTF8_BOM + csvRecords([[...PLAN_ROW_COLUMNS], ...planRows(projects).map((row) => row.map(inert))]);
}
