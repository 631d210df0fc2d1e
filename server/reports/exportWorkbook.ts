import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { SummaryCode, Table, Unit } from '../../src/api/schemas/reportSummary.schema';
import { WORK_COLUMNS } from './taskWorks';
import type { StoredWork } from './taskWorksBatches';
import { uniqueHeaders } from './uniqueHeaders';
import type { WorkbookTexts } from './workbookTexts';

export type AboutFacts = {
  simulation: string;
  workspace: string;
  portfolio: string;
  taskId: string;
  runDate: Date | null;
  calendarYears: readonly number[];
  assetCount: number;
  exportedAt: Date;
};

/** A report tab's table, built when its sheet is written; null when the run cannot serve it (yet). */
export type ReportSheet = { code: SummaryCode; table: () => Promise<Table | null> };

export type WorkbookContent = {
  about: AboutFacts;
  reports: readonly ReportSheet[];
  works: { count: number; batches: AsyncIterable<StoredWork[]> };
  texts: WorkbookTexts;
};

type SheetColumn = { header: string; numFmt: string; width: number };
type Cell = string | number | null;

/** Excel's limit on sheet names, and the characters it refuses in them. */
const SHEET_NAME_MAX = 31;
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;

/** How much of the progress bar one report sheet is worth, in works rows: the works sheet dominates a large run. */
const REPORT_SHEET_WEIGHT = 2_000;
/** The share of the bar left for the end, when the zip is finished and written out. */
const FINISHING_SHARE = 0.05;

const HEADER_FONT: Partial<ExcelJS.Font> = { bold: true, color: { argb: 'FFFFFFFF' } };
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F3A5F' } };

/** The header row of a table sheet: the report export and the work plan export look alike. */
export function styleHeaderRow(header: ExcelJS.Row): void {
  header.font = HEADER_FONT;
  header.fill = HEADER_FILL;
  header.alignment = { vertical: 'middle', wrapText: true };
}

/** Report numbers arrive unformatted (the browser formats them on screen); in Excel the cell format does. */
const UNIT_FORMATS: Record<Unit, string> = {
  currency: '"$"#,##0',
  count: '#,##0',
  measure: '#,##0.00',
  // Report percentages are ratios (0.255 is 25.5 %), as Excel's percent format expects.
  percent: '0.0%',
  index: '0.00',
  state: '0.00',
  year: '0',
  text: '@',
};

type WorkColumnId = (typeof WORK_COLUMNS)[number]['id'];

/** The works programme's cell formats and widths, column by column of the feed's order. */
const WORK_CELLS: Record<WorkColumnId, { numFmt: string; width: number }> = {
  work_no: { numFmt: '0', width: 10 },
  year: { numFmt: '0', width: 8 },
  asset_id: { numFmt: '@', width: 16 },
  asset_name: { numFmt: '@', width: 28 },
  location: { numFmt: '@', width: 20 },
  treatment_id: { numFmt: '@', width: 16 },
  treatment_name: { numFmt: '@', width: 28 },
  cost: { numFmt: '"$"#,##0.00', width: 16 },
  funding_source: { numFmt: '@', width: 20 },
  state_before: { numFmt: '0', width: 13 },
  state_after: { numFmt: '0', width: 13 },
};

/** The zip entry a streaming sheet pipes into: a readable-stream PassThrough, whose state says whether it is full. */
type SheetPipe = NodeJS.EventEmitter & { _writableState?: { needDrain: boolean } };

/**
 * ExcelJS's streaming writer hands a sheet's XML to the zip without backpressure: rows written
 * faster than they are compressed and saved would pile up in memory. The pipe of the sheet's
 * stream (the zip entry) says when it is full; this waits until it has drained, so that memory
 * stays flat however many works a run has.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet): Promise<void> {
  const entry = (sheet as unknown as { stream?: { pipes?: SheetPipe[] } }).stream?.pipes?.[0];
  if (entry?._writableState?.needDrain) await once(entry, 'drain');
  else await nextTurn();
}

/** A name Excel accepts, unique in the workbook; a clash gets " (2)", " (3)"… within the 31 characters. */
function sheetName(wanted: string, used: Set<string>): string {
  const clean = wanted.replace(SHEET_NAME_FORBIDDEN, ' ').trim().slice(0, SHEET_NAME_MAX) || 'Sheet';
  let name = clean;
  for (let n = 2; used.has(name.toLocaleLowerCase()); n++) {
    const suffix = ` (${n})`;
    name = `${clean.slice(0, SHEET_NAME_MAX - suffix.length)}${suffix}`;
  }
  used.add(name.toLocaleLowerCase());
  return name;
}

function columnWidth(header: string, unit: Unit): number {
  return Math.min(40, Math.max(header.length + 4, unit === 'text' ? 22 : 12));
}

/**
 * A sheet with a styled, frozen, filterable header row. Columns whose header repeats an earlier
 * one are left out (SPEC 5) and named in `removed`; the returned indexes pick each row's cells.
 */
function addTableSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, columns: readonly SheetColumn[], removed: string[]) {
  const unique = uniqueHeaders(columns.map((column) => column.header));
  removed.push(...unique.removed.map((header) => `${name}: ${header}`));
  const shown = unique.kept.map((index) => columns[index]!);
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = shown.map((column) => ({ width: column.width, style: { numFmt: column.numFmt } }));
  const header = sheet.addRow(shown.map((column) => column.header));
  styleHeaderRow(header);
  header.commit();
  if (shown.length > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: shown.length } };
  const addRow = (cells: readonly Cell[]) => sheet.addRow(unique.kept.map((index) => cells[index] ?? null)).commit();
  return { sheet, addRow };
}

function addAboutSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, about: AboutFacts, texts: WorkbookTexts): void {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = [{ width: 22 }, { width: 60 }];
  const title = sheet.addRow([texts.text('about.title')]);
  title.font = { bold: true, size: 14 };
  title.commit();
  sheet.addRow([]).commit();
  const first = about.calendarYears[0];
  const last = about.calendarYears[about.calendarYears.length - 1];
  const facts: Array<[string, string | number | Date, string?]> = [
    ['simulation', about.simulation],
    ['workspace', about.workspace],
    ['portfolio', about.portfolio],
    ['taskId', about.taskId],
    ['runDate', about.runDate ?? '', 'yyyy-mm-dd'],
    ['years', first === undefined ? '' : `${first}–${last}`],
    ['assetCount', about.assetCount, '#,##0'],
    ['exportedAt', about.exportedAt, 'yyyy-mm-dd hh:mm'],
  ];
  for (const [key, value, numFmt] of facts) {
    const row = sheet.addRow([texts.text(`about.${key}`), value]);
    row.getCell(1).font = { bold: true };
    row.getCell(2).alignment = { horizontal: 'left' };
    if (numFmt) row.getCell(2).numFmt = numFmt;
    row.commit();
  }
  sheet.commit();
}

/**
 * The export report (SPEC 4): an About sheet, one sheet per report tab with that tab's table, and
 * the works programme, streamed to `filePath` sheet by sheet and row by row (ExcelJS's streaming
 * writer), so that a million works never make a workbook in memory. `onProgress` hears the share
 * done (0-1) after each sheet and each batch of works. Returns the columns left out as duplicates.
 */
export async function writeExportWorkbook(
  filePath: string,
  content: WorkbookContent,
  onProgress: (fraction: number) => Promise<void>,
): Promise<{ removedColumns: string[] }> {
  const { texts } = content;
  // The fastest compression: a workbook is downloaded once or twice, and a large run's export is waited for.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: filePath, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  workbook.creator = 'Horizon';
  workbook.created = content.about.exportedAt;
  const used = new Set<string>();
  const removed: string[] = [];
  const total = content.reports.length * REPORT_SHEET_WEIGHT + content.works.count;
  let done = 0;
  const advance = (units: number) => {
    done += units;
    return onProgress(total === 0 ? 0 : Math.min(1, done / total) * (1 - FINISHING_SHARE));
  };

  addAboutSheet(workbook, sheetName(texts.text('sheets.about'), used), content.about, texts);

  for (const report of content.reports) {
    const table = await report.table();
    if (table) {
      const name = sheetName(texts.text(`sheets.${report.code}`), used);
      const columns = table.columns.map((column) => {
        const header = texts.label(column.label);
        return { header, numFmt: UNIT_FORMATS[column.unit], width: columnWidth(header, column.unit) };
      });
      const { sheet, addRow } = addTableSheet(workbook, name, columns, removed);
      for (const row of table.rows) addRow(row);
      sheet.commit();
    }
    await advance(REPORT_SHEET_WEIGHT);
  }

  const worksColumns = WORK_COLUMNS.map(({ id }) => ({ header: texts.text(`columns.${id}`), ...WORK_CELLS[id] }));
  const works = addTableSheet(workbook, sheetName(texts.text('sheets.works'), used), worksColumns, removed);
  for await (const batch of content.works.batches) {
    for (const work of batch) works.addRow(WORK_COLUMNS.map(({ id }) => work[id]));
    await advance(batch.length);
    await zipCaughtUp(works.sheet);
  }
  works.sheet.commit();

  await workbook.commit();
  await onProgress(1);
  return { removedColumns: removed };
}
