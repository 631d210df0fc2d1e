import { rm } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportDownloadSchema, type ExportDownload } from '../../src/api/schemas/exportDownload.schema';
import { simulationDetailSchema } from '../../src/api/schemas/simulation.schema';
import type { SimulationOutcome } from '../../server/engine/index';
import { engineOutcome } from './helpers/storedRun';
import { DATABASE_KINDS } from '../support/testServer';
import { makePortfolio, UNKNOWN_UUID, type ApiResponse } from './helpers/api';
import { seedSimulation, tinyRoads } from './helpers/packageFixture';
import { publishPackage, sampleFiles, waitForTask } from './helpers/publish';
import { useTestServer } from './helpers/useTestServer';

const EDITOR = 'editor@horizon.test';
const VIEWER = 'viewer@horizon.test';
const OUTSIDER = 'outsider@horizon.test';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** SPEC 8. */
const STALE_LINK = 'Downloading URL is invalid.';
/** SPEC 8's generic failure, which a failed build shows. */
const UNEXPECTED = 'Unexpected error happened.';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The works programme's planner column names, in the feed's order. */
const WORKS_HEADER = ['Work no.', 'Year', 'Asset ID', 'Asset name', 'Location', 'Treatment ID', 'Treatment', 'Cost', 'Funding source', 'State before', 'State after'];
/** The funding analysis tab's table, as the planner reads it. */
const FUNDING_HEADER = ['Year', 'Funding source', 'Budget', 'Carried over in', 'Available', 'Spend', 'Unspent'];

/** Enough of the roads sample for the budget to fund works every year. */
const PACKAGE = tinyRoads(await sampleFiles('roads'), 120);

const sheetRows = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

describe.each(DATABASE_KINDS)('export workbook on %s', (kind) => {
  const api = useTestServer(kind);
  let simulationName: string;
  let taskId: string;
  let engine: SimulationOutcome;
  let ready: ExportDownload;
  let workbook: ExcelJS.Workbook;
  let file: ApiResponse;

  async function waitUntilBuilt(email: string, downloadId: string): Promise<ExportDownload> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const record = exportDownloadSchema.parse((await api.call(email, 'GET', `/exports/${downloadId}`)).body);
      if (record.status !== 'building') return record;
      if (Date.now() > deadline) throw new Error(`Export ${downloadId} is still building`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    const fixture = await makePortfolio(api.server, { workspaces: 1 });
    const published = await publishPackage(api.call, EDITOR, fixture.id, PACKAGE);
    simulationName = 'Roads: as budgeted / 2026';
    const created = await api.call(EDITOR, 'POST', `/workspaces/${fixture.workspaceIds[0]}/simulations`, {
      name: simulationName,
      data_snapshot_id: published.snapshotId,
      simulation_settings_id: published.settingsId,
    });
    taskId = simulationDetailSchema.parse(created.body).current_task!.id;
    await waitForTask(api.call, EDITOR, taskId, ['completed']);
    const stored = await api.server.db.selectFrom('task_results').select('summary').where('task_id', '=', taskId).executeTakeFirstOrThrow();
    engine = await engineOutcome(PACKAGE, (stored.summary as { run: { seed: number } }).run.seed);

    // A Viewer may export: reading the reports is all it takes.
    const answer = await api.call(VIEWER, 'POST', `/tasks/${taskId}/exports`);
    expect(answer.status).toBe(202);
    const record = exportDownloadSchema.parse(answer.body);
    expect(record).toMatchObject({ task_id: taskId, status: 'building', download_url: null, expires_at: null, removed_columns: [] });
    expect(record.file_name).toBe(`Roads as budgeted 2026 - ${new Date().toISOString().slice(0, 10)}.xlsx`);
    ready = await waitUntilBuilt(VIEWER, record.id);
    file = await api.call(VIEWER, 'GET', `/exports/${record.id}/file`);
    workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
  });

  it('builds the record to ready, with a link valid for 24 hours', () => {
    expect(ready).toMatchObject({ status: 'ready', progress: 1, error_message: null, download_url: `/api/exports/${ready.id}/file` });
    const expiresIn = Date.parse(ready.expires_at!) - Date.now();
    expect(expiresIn).toBeGreaterThan(DAY_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(DAY_MS);
  });

  it('downloads the workbook as an attachment named after the simulation and the day', () => {
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(XLSX);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${ready.file_name}"; filename*=UTF-8''${encodeURIComponent(ready.file_name)}`);
  });

  it('holds the About sheet, a sheet per report table of the run and the works programme', () => {
    const names = workbook.worksheets.map((sheet) => sheet.name);
    expect(names[0]).toBe('About');
    expect(names.at(-1)).toBe('Works programme');
    expect(names).toEqual(expect.arrayContaining(['Overview', 'Funding Analysis', 'Service Analysis', 'Location Analysis', 'Budget Distribution', 'Surplus Distribution']));
    expect(names.every((name) => name.length <= 31)).toBe(true);
    // The tabs about one chosen asset have no table of the whole run.
    expect(names).not.toContain('Asset Life Cycle');
    const about = Object.fromEntries(sheetRows(workbook.getWorksheet('About')!).slice(1).map(([label, value]) => [label, value]));
    expect(about).toMatchObject({ Simulation: simulationName, 'Task ID': taskId, 'Asset count': 120 });
    expect(about.Years).toBe(`${engine.results.run.calendarYears[0]}–${engine.results.run.calendarYears.at(-1)}`);
  });

  it("lists exactly the engine's works, year by year, costing what the network spent", () => {
    const sheet = workbook.getWorksheet('Works programme')!;
    const [header, ...works] = sheetRows(sheet);
    expect(header).toEqual(WORKS_HEADER);
    const funded = engine.lifeCycles.treatments;
    const expectedCount = funded.reduce((total, year) => total + year.asset.length, 0);
    expect(expectedCount).toBeGreaterThan(0);
    expect(works).toHaveLength(expectedCount);
    const years = engine.results.run.calendarYears;
    const perYear = (year: number) => works.filter((row) => row[1] === year).length;
    expect(years.map(perYear)).toEqual(funded.map((year) => year.asset.length));
    const cost = works.reduce((total, row) => total + (row[7] as number), 0);
    expect(cost).toBeCloseTo(engine.results.network.spend.reduce((total, spend) => total + spend, 0), 2);
    // A planner's sheet: the header stays in view and filters.
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:K1');
    expect(sheet.getColumn(8).numFmt).toContain('#,##0.00');
  });

  it("puts the engine's spend of every funding source and year in the funding sheet", () => {
    const [header, ...rows] = sheetRows(workbook.getWorksheet('Funding Analysis')!);
    expect(header).toEqual(FUNDING_HEADER);
    const { run, fundingSources, funding } = engine.results;
    const calendarYears = run.calendarYears;
    expect(rows).toHaveLength(calendarYears.length * fundingSources.length);
    for (const [y, year] of calendarYears.entries()) {
      for (const [s, source] of fundingSources.entries()) {
        const row = rows.find((cells) => cells[0] === year && cells[1] === source.name);
        expect(row?.[5], `${source.name} ${year}`).toBeCloseTo(funding.spend[s]![y]!, 2);
        expect(row?.[2], `${source.name} ${year}`).toBeCloseTo(funding.budget[s]![y]!, 2);
      }
    }
  });

  it("answers SPEC 8's 'Downloading URL is invalid.' once the link has expired", async () => {
    const record = exportDownloadSchema.parse((await api.call(EDITOR, 'POST', `/tasks/${taskId}/exports`)).body);
    await waitUntilBuilt(EDITOR, record.id);
    await api.server.db.updateTable('export_downloads').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', record.id).execute();
    const stale = await api.call(EDITOR, 'GET', `/exports/${record.id}/file`);
    expect(stale.status).toBe(410);
    expect(stale.body).toMatchObject({ code: 410, message: STALE_LINK, key: 'errors.downloadUrlInvalid' });
    const read = exportDownloadSchema.parse((await api.call(EDITOR, 'GET', `/exports/${record.id}`)).body);
    expect(read).toMatchObject({ status: 'ready', download_url: null });
  });

  it("answers 'Downloading URL is invalid.' when the workbook's file is gone", async () => {
    const record = exportDownloadSchema.parse((await api.call(EDITOR, 'POST', `/tasks/${taskId}/exports`)).body);
    await waitUntilBuilt(EDITOR, record.id);
    const { blob_key } = await api.server.db.selectFrom('export_downloads').select('blob_key').where('id', '=', record.id).executeTakeFirstOrThrow();
    await rm(api.server.services.blobs.pathOf(blob_key!));
    const gone = await api.call(EDITOR, 'GET', `/exports/${record.id}/file`);
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ message: STALE_LINK });
  });

  it('reads a record left building by a process that died as failed, and exports again', async () => {
    // A process that crashed mid-build: its record stays building and nothing renews its lease.
    const abandoned = await api.server.db
      .insertInto('export_downloads')
      .values({ task_id: taskId, created_by: null, status: 'building', file_name: ready.file_name, heartbeat_at: new Date(Date.now() - 3 * 60_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const read = exportDownloadSchema.parse((await api.call(EDITOR, 'GET', `/exports/${abandoned.id}`)).body);
    expect(read).toMatchObject({ status: 'failed', error_message: UNEXPECTED, download_url: null });
    const again = exportDownloadSchema.parse((await api.call(EDITOR, 'POST', `/tasks/${taskId}/exports`)).body);
    expect(again.status).toBe('building');
    expect(await waitUntilBuilt(EDITOR, again.id)).toMatchObject({ status: 'ready', error_message: null });
  });

  it('keeps reading a record whose build renewed its lease recently as building', async () => {
    const live = await api.server.db
      .insertInto('export_downloads')
      .values({ task_id: taskId, created_by: null, status: 'building', file_name: ready.file_name, heartbeat_at: new Date(Date.now() - 30_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const read = exportDownloadSchema.parse((await api.call(EDITOR, 'GET', `/exports/${live.id}`)).body);
    expect(read).toMatchObject({ status: 'building', error_message: null });
  });

  it('answers 404 for an unknown record', async () => {
    for (const path of [`/exports/${UNKNOWN_UUID}`, `/exports/${UNKNOWN_UUID}/file`]) {
      expect((await api.call(VIEWER, 'GET', path)).status).toBe(404);
    }
  });

  it('hides the export from someone outside the portfolio', async () => {
    expect((await api.call(OUTSIDER, 'POST', `/tasks/${taskId}/exports`)).status).toBe(404);
    expect((await api.call(OUTSIDER, 'GET', `/exports/${ready.id}`)).status).toBe(404);
    expect((await api.call(OUTSIDER, 'GET', `/exports/${ready.id}/file`)).status).toBe(404);
    expect((await api.call(null, 'GET', `/exports/${ready.id}/file`)).status).toBe(401);
  });

  it('refuses to export a run without results', async () => {
    const fixture = await makePortfolio(api.server, { workspaces: 1 });
    const waiting = await seedSimulation(api.server, { portfolioId: fixture.id, workspaceId: fixture.workspaceIds[0]!, ...tinyRoads(await sampleFiles('roads')), status: 'queued' });
    const refused = await api.call(VIEWER, 'POST', `/tasks/${waiting.taskId}/exports`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'Some simulation data is not available.' });
  });
});
