import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { insightsSchema, phaseSchema, projectSchema, type Insights } from '../../src/api/schemas/project.schema';
import { workPlanDetailSchema } from '../../src/api/schemas/workPlan.schema';
import { WORK_PLAN_EXPORT_KIND, workPlanExportSchema } from '../../src/api/schemas/workPlanExport.schema';
import { DATABASE_KINDS } from '../support/testServer';
import { makePortfolio, UNKNOWN_UUID, type Fixture } from './helpers/api';
import { useTestServer } from './helpers/useTestServer';

const EDITOR = 'editor@horizon.test';
const VIEWER = 'viewer@horizon.test';

/** The Australian fiscal year 2026/27 over two planning years. */
const TIME_FRAME = { fiscal_year_start: '2026-07-01', fiscal_year_end: '2027-06-30', planning_years: 2 };
/** Three roads as an import copies them, each with one proposed treatment; measures in square metres. */
const ASSETS = [
  { id: 'RD-001', name: 'Barrabool Road, Belmont', measure: 1200, cost: 54_000 },
  { id: 'RD-002', name: 'Church Street "East"', measure: 800, cost: 16_000 },
  { id: 'RD-003', name: '福州路', measure: 500, cost: 7_500 },
];


describe.each(DATABASE_KINDS)('work plan exports on %s', (kind) => {
  const api = useTestServer(kind);
  let fixture: Fixture;
  let planId: string;
  let insights: Insights;

  const ok = async (method: string, url: string, body?: Record<string, unknown>) => {
    const response = await api.call(EDITOR, method as 'POST', url, body);
    expect(response.status, `${method} ${url}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
    return response.body;
  };

  beforeAll(async () => {
    fixture = await makePortfolio(api.server, { subscription: 'HZN-COR-3107', workspaces: 1 });
    planId = workPlanDetailSchema.parse(await ok('POST', `/portfolios/${fixture.id}/work-plans`, { name: 'Belmont: roads / 2026' })).id;
    await ok('PUT', `/v5/workspace-setting/${planId}`, { information: { name: 'Belmont: roads / 2026', description: 'Resurfacing' }, time_frame: TIME_FRAME });
    await ok('POST', `/v5/workspace-setting-funding-source/${planId}`, { name: 'Capital works', budgets: [60_000, 100_000] });
    await ok('POST', `/v5/workspace-setting-funding-source/${planId}`, { name: 'Federal grant', budgets: [10_000, 10_000] });
    const settings = await ok('GET', `/v5/workspace-setting/${planId}`);
    const capital = settings.funding_sources.find((source: { name: string }) => source.name === 'Capital works').id as string;

    const db = api.server.db;
    const source = await db
      .insertInto('work_plan_data_sources')
      .values({ work_plan_id: planId, order: 0, task_id: null, simulation_id: null, simulation_name: 'Roads programme', workspace_name: 'Workspace 1', import_status: 'completed', error_message: null, error_key: null, asset_count: ASSETS.length })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('work_plan_assets')
      .values(ASSETS.map((asset) => ({ data_source_id: source.id, asset_id: asset.id, name: asset.name, asset_class: 'Road', location: 'Belmont', hierarchy: 'Local', criticality: 'High', network_measure: asset.measure, geometry: null, attributes: '{}' })))
      .execute();
    await db
      .insertInto('work_plan_proposed_treatments')
      .values(ASSETS.map((asset, index) => ({ data_source_id: source.id, work_no: index + 1, asset_id: asset.id, year: 2027, treatment: 'Resurface', cost: asset.cost, funding_source: 'Capital', state_before: 60, state_after: 95 })))
      .execute();

    const project = projectSchema.parse(await ok('POST', `/v5/project/${planId}`, { name: 'Belmont renewal' }));
    const first = phaseSchema.parse(
      await ok('POST', `/v5/project-phase/${planId}/${project.id}`, { name: 'Stage 1', start_date: '2026-08-01', end_date: '2027-03-31', funding_source_id: capital, contingency: 10, total_budget: 80_000 }),
    );
    phaseSchema.parse(await ok('POST', `/v5/project-phase/${planId}/${project.id}`, { name: 'Stage 2', start_date: '2027-08-01', end_date: '2027-12-31', funding_source_id: capital }));
    await ok('POST', `/v5/project-phase-treatment/${planId}/${first.id}`, {
      phase_id: first.id,
      date: '2026-10-01',
      items: [
        { source_id: source.id, asset_id: 'RD-001', proposed_treatment_id: 1 },
        { source_id: source.id, asset_id: 'RD-002', proposed_treatment_id: 2, variation: 2.5 },
      ],
    });
    await ok('POST', `/v5/project-phase-treatment/${planId}/${first.id}/custom`, { phase_id: first.id, date: '2026-11-01', source_id: source.id, asset_id: 'RD-003', name: 'Kerb, channel', cost: 12.5 });
    await ok('POST', `/v5/project/${planId}`, { name: 'Unphased project' });
    insights = insightsSchema.parse(await ok('GET', `/v5/project/${planId}/insights`));
  });

  const download = async (format: 'csv' | 'xlsx' | 'json', caller = VIEWER) => {
    const response = await api.call(caller, 'GET', `/v5/project/${planId}/export/${format}`);
    expect(response.status).toBe(200);
    return response;
  };

  const treatments = () => insights.projects.flatMap((project) => project.phases.flatMap((phase) => phase.treatments.map((treatment) => ({ project, phase, treatment }))));

  it('has treatments to export, priced as SPEC 5 prices them', () => {
    expect(insights.totals).toMatchObject({ project_count: 2, phase_count: 2, treatment_count: 3 });
    // (54 000 / 1200 + 0) × 1200, (16 000 / 800 + 2.5) × 800, 12.5 × 500
    expect(treatments().map(({ treatment }) => treatment.cost_estimate)).toEqual([54_000, 18_000, 6_250]);
  });

  it('exports CSV a viewer can download: one row per treatment, and a row for what holds none', async () => {
    const response = await download('csv');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(`Belmont roads 2026 - ${day}.csv`)}`);
    const text = response.bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('\r\n');
    const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const rows = parsed.data;
    expect(rows).toHaveLength(5);
    const treated = rows.filter((row) => row.treatment_id);
    expect(treated.map((row) => [row.asset_id, row.asset_name, row.treatment_name, Number(row.cost_estimate)])).toEqual(
      treatments().map(({ treatment }) => [treatment.asset_id, treatment.asset_name, treatment.name, treatment.cost_estimate]),
    );
    expect(treated.reduce((sum, row) => sum + Number(row.cost_estimate), 0)).toBe(insights.totals.treatment_cost);
    expect(rows.filter((row) => !row.treatment_id).map((row) => [row.project_name, row.phase_name])).toEqual([
      ['Belmont renewal', 'Stage 2'],
      ['Unphased project', ''],
    ]);
  });

  it('exports an Excel workbook whose numbers are the insights’', async () => {
    const response = await download('xlsx');
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Projects', 'Phases', 'Treatments', 'Budgets']);

    const values = (name: string) => {
      const rows: unknown[][] = [];
      workbook.getWorksheet(name)!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };
    const summary = new Map(values('Summary').slice(1).map(([label, value]) => [label, value]));
    expect(summary.get('Projects')).toBe(insights.totals.project_count);
    expect(summary.get('Treatment cost')).toBe(insights.totals.treatment_cost);
    expect(summary.get('Contingency')).toBe(insights.totals.contingency_amount);
    expect(summary.get('Proposed spend')).toBe(insights.totals.proposed_spend);

    const [projectHeader, ...projectRows] = values('Projects');
    expect(projectHeader).toEqual(['Project', 'Status', 'Priority', 'Start date', 'End date', 'Phases', 'Treatments', 'Total budget', 'Treatment cost', 'Contingency', 'Proposed spend']);
    expect(projectRows.map((row) => [row[0], row[7], row[8], row[9], row[10]])).toEqual(
      insights.projects.map((p) => [p.name, p.total_budget, p.treatment_cost, p.contingency_amount, p.proposed_spend]),
    );
    const treatmentRows = values('Treatments').slice(1);
    expect(treatmentRows.map((row) => row[11])).toEqual(treatments().map(({ treatment }) => treatment.cost_estimate));
    expect(workbook.getWorksheet('Treatments')!.getRow(2).getCell(12).numFmt).toBe('"$"#,##0.00');

    const budgetRows = values('Budgets').slice(1);
    const expected = insights.budgets.funding_sources.flatMap((row) =>
      row.years.map((cell) => [row.funding_source?.name, insights.budgets.years[cell.year_index]!.label, cell.budget, cell.proposed_spend]),
    );
    expect(budgetRows.map((row) => row.slice(0, 4))).toEqual(expected);
  });

  it('names the workbook’s sheets and columns in the requester’s language', async () => {
    const db = api.server.db;
    await db.updateTable('users').set({ locale: 'zh-CN' }).where('email', '=', VIEWER).execute();
    try {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await download('xlsx')).bytes as unknown as ArrayBuffer);
      expect(workbook.worksheets[1]!.name).toBe('项目');
    } finally {
      await db.updateTable('users').set({ locale: 'en-AU' }).where('email', '=', VIEWER).execute();
    }
  });

  it('exports JSON for the modelling app: the plan, its settings, and each treatment’s asset and cost estimate', async () => {
    const response = await download('json');
    expect(response.headers.get('content-disposition')).toContain('.json');
    const file = workPlanExportSchema.parse(JSON.parse(response.bytes.toString('utf8')));
    expect(file).toMatchObject({ kind: WORK_PLAN_EXPORT_KIND, version: 1, work_plan: { id: planId, portfolio_id: fixture.id, name: 'Belmont: roads / 2026', description: 'Resurfacing' } });
    expect(file.settings.time_frame).toMatchObject(TIME_FRAME);
    expect(file.settings.funding_sources.map((source) => [source.name, source.budgets])).toEqual([
      ['Capital works', [60_000, 100_000]],
      ['Federal grant', [10_000, 10_000]],
    ]);
    expect(file.projects.flatMap((p) => p.phases.flatMap((phase) => phase.treatments.map((t) => [t.asset_id, t.proposed_treatment_id, t.cost_estimate])))).toEqual([
      ['RD-001', 1, 54_000],
      ['RD-002', 2, 18_000],
      ['RD-003', null, 6_250],
    ]);
    expect(file.totals).toEqual(insights.totals);
  });

  it('answers 404 for a plan that does not exist and for a non-member, 401 without a token', async () => {
    for (const format of ['csv', 'xlsx', 'json']) {
      expect((await api.call(VIEWER, 'GET', `/v5/project/${UNKNOWN_UUID}/export/${format}`)).status).toBe(404);
      expect((await api.call('outsider@horizon.test', 'GET', `/v5/project/${planId}/export/${format}`)).status).toBe(404);
      expect((await api.call(null, 'GET', `/v5/project/${planId}/export/${format}`)).status).toBe(401);
    }
  });

  it('writes a name that a spreadsheet would run as a formula as text', async () => {
    const formula = '=HYPERLINK("https://example.test","Open")';
    const project = projectSchema.parse(await ok('POST', `/v5/project/${planId}`, { name: formula }));
    try {
      const text = (await download('csv')).bytes.toString('utf8');
      const rows = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true }).data;
      expect(rows.find((row) => row.project_id === project.id)?.project_name).toBe(`'${formula}`);
    } finally {
      await ok('DELETE', `/v5/project/${planId}/${project.id}`);
    }
  });
});
