import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Table } from '../../../src/api/schemas/reportSummary.schema';
import { writeExportWorkbook, type WorkbookContent } from '../../../server/reports/exportWorkbook';
import type { StoredWork } from '../../../server/reports/taskWorksBatches';
import { uniqueHeaders } from '../../../server/reports/uniqueHeaders';
import { workbookTexts } from '../../../server/reports/workbookTexts';

const TASK_ID = '0b6e4a8e-4c1f-4a43-9d1b-2f6f3f0c9a11';

describe('uniqueHeaders (SPEC 5: duplicate export column names are removed, with a notice)', () => {
  it.each([
    [['Year', 'Spend', 'Budget'], { kept: [0, 1, 2], removed: [] }],
    [['Year', 'Spend', 'Spend'], { kept: [0, 1], removed: ['Spend'] }],
    // Excel's filters and Power Query do not tell these apart either.
    [['Year', 'Spend', 'spend ', ' SPEND', 'Budget'], { kept: [0, 1, 4], removed: ['spend ', ' SPEND'] }],
    [['Unspent', 'Budget', 'Unspent', 'Budget'], { kept: [0, 1], removed: ['Unspent', 'Budget'] }],
    [[], { kept: [], removed: [] }],
  ])('%j keeps the first of each name', (headers, expected) => {
    expect(uniqueHeaders(headers)).toEqual(expected);
  });
});

/** A funding table whose "Budget" column appears twice: once as a report label, once as the planner's own word. */
const fundingTable: Table = {
  columns: [
    { id: 'year', label: { key: 'column.year' }, unit: 'year' },
    { id: 'budget', label: { key: 'column.budget' }, unit: 'currency' },
    { id: 'source_budget', label: { text: 'budget' }, unit: 'currency' },
    { id: 'spend', label: { key: 'column.spend' }, unit: 'currency' },
    { id: 'split', label: { key: 'column.split' }, unit: 'percent' },
  ],
  rows: [
    [2026, 1000, 999, 250.5, 0.25],
    [2027, 1100, 998, 300, null],
  ],
};

const work = (workNo: number, year: number, cost: number): StoredWork => ({
  task_id: TASK_ID,
  work_no: workNo,
  year,
  asset_index: workNo - 1,
  asset_id: `RD-${workNo}`,
  asset_name: `Torquay Court ${workNo}`,
  location: 'Leopold',
  treatment_id: 'crack_seal',
  treatment_name: 'Crack sealing',
  cost,
  funding_source: 'General rates',
  state_before: 3,
  state_after: 0,
  asset_class: 'Road',
  hierarchy: 'Local',
  criticality: 'High',
  center_x: null,
  center_y: null,
});

async function* batches(): AsyncGenerator<StoredWork[]> {
  yield [work(1, 2026, 735.5), work(2, 2026, 1554)];
  yield [work(3, 2027, 120)];
}

async function content(locale: string): Promise<WorkbookContent> {
  return {
    about: {
      simulation: 'Roads as budgeted',
      workspace: 'Budgets',
      portfolio: 'Roads and Bridges',
      taskId: TASK_ID,
      runDate: new Date('2026-03-01T10:00:00Z'),
      calendarYears: [2026, 2027],
      assetCount: 3,
      exportedAt: new Date('2026-03-02T09:30:00Z'),
    },
    reports: [
      { code: 'funding', table: async () => fundingTable },
      // A tab the run cannot serve yet gets no sheet.
      { code: 'system-life-cycle', table: async () => null },
    ],
    works: { count: 3, batches: batches() },
    texts: await workbookTexts(locale),
  };
}

const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

describe('the export workbook', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'export-workbook-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function written(locale: string) {
    const file = path.join(dir, `${locale}.xlsx`);
    const progress: number[] = [];
    const outcome = await writeExportWorkbook(file, await content(locale), async (fraction) => {
      progress.push(fraction);
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    return { outcome, workbook, progress };
  }

  it('leaves a repeated column name out of its sheet and names it for the notice', async () => {
    const { outcome, workbook } = await written('en-AU');
    expect(outcome.removedColumns).toEqual(['Funding Analysis: budget']);
    const [header, ...rows] = rowsOf(workbook.getWorksheet('Funding Analysis')!);
    expect(header).toEqual(['Year', 'Budget', 'Spend', 'Planned split']);
    expect(rows).toEqual([
      [2026, 1000, 250.5, 0.25],
      [2027, 1100, 300],
    ]);
  });

  it('has the About sheet, the report sheets the run serves and the works programme, in that order', async () => {
    const { workbook } = await written('en-AU');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['About', 'Funding Analysis', 'Works programme']);
    const about = rowsOf(workbook.getWorksheet('About')!);
    expect(about[0]).toEqual(['Horizon export report']);
    expect(Object.fromEntries(about.slice(1).map(([label, value]) => [label, value]))).toMatchObject({
      Simulation: 'Roads as budgeted',
      Workspace: 'Budgets',
      Portfolio: 'Roads and Bridges',
      'Task ID': TASK_ID,
      Years: '2026–2027',
      'Asset count': 3,
    });
  });

  it('formats money, shares and the works programme for planners', async () => {
    const { workbook } = await written('en-AU');
    const funding = workbook.getWorksheet('Funding Analysis')!;
    expect(funding.getCell('B2').numFmt).toBe('"$"#,##0');
    expect(funding.getCell('D2').numFmt).toBe('0.0%');
    expect(funding.getCell('A1').font).toMatchObject({ bold: true });
    const works = workbook.getWorksheet('Works programme')!;
    expect(rowsOf(works)).toEqual([
      ['Work no.', 'Year', 'Asset ID', 'Asset name', 'Location', 'Treatment ID', 'Treatment', 'Cost', 'Funding source', 'State before', 'State after'],
      [1, 2026, 'RD-1', 'Torquay Court 1', 'Leopold', 'crack_seal', 'Crack sealing', 735.5, 'General rates', 3, 0],
      [2, 2026, 'RD-2', 'Torquay Court 2', 'Leopold', 'crack_seal', 'Crack sealing', 1554, 'General rates', 3, 0],
      [3, 2027, 'RD-3', 'Torquay Court 3', 'Leopold', 'crack_seal', 'Crack sealing', 120, 'General rates', 3, 0],
    ]);
    expect(works.getCell('H2').numFmt).toBe('"$"#,##0.00');
    expect(works.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(works.autoFilter).toBe('A1:K1');
  });

  it('reports progress up to the whole', async () => {
    const { progress } = await written('en-AU');
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("speaks the requester's language", async () => {
    const { workbook } = await written('zh-CN');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['关于', '资金分析', '工程计划']);
    expect(rowsOf(workbook.getWorksheet('工程计划')!)[0]).toContain('资产 ID');
  });
});
