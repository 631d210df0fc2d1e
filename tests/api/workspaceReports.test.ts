import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { reportListSchema, MAX_COMPARED_SIMULATIONS } from '../../src/api/schemas/report.schema';
import { workspaceReportSectionDataSchema, workspaceReportStatusSchema, type WorkspaceReportSectionData } from '../../src/api/schemas/workspaceReport.schema';
import { simulationResultsSchema, type SimulationResults } from '../../src/api/simulationPackage/results.schema';
import { errorPaths, makePortfolio, type Fixture } from './helpers/api';
import { publishPackage, sampleFiles, waitForTask } from './helpers/publish';
import { seedSimulation, tinyRoads } from './helpers/packageFixture';
import { useTestServer } from './helpers/useTestServer';

const EDITOR = 'editor@horizon.test';
const VIEWER = 'viewer@horizon.test';
const OUTDATED_TEXT = 'The selected simulation was deleted. Simulation outdated.';

const ROADS = tinyRoads(await sampleFiles('roads'), 40);
type Split = { fromYear: number; percent: Record<string, number> };

/** The roads sample with its own budget and years: two runs that spend differently and cover different years. */
function roadsWith(name: string, startYear: number, yearly: number) {
  const base = ROADS.settings.strategy as { split: Split[] };
  // The budget split follows the start year: its first entry starts there.
  const split = base.split.map((entry, index) => (index === 0 ? { ...entry, fromYear: startYear } : entry)).filter((entry) => entry.fromYear >= startYear);
  const strategy = { ...base, name, startYear, years: 10, split, budget: { yearly: [yearly], fill: 'inflation', inflationPercent: 3 } };
  return { csv: ROADS.csv, settings: { ...ROADS.settings, strategy } };
}
const LEAN = roadsWith('Lean', 2026, 40_000);
const GENEROUS = roadsWith('Generous', 2028, 400_000);

/** The comparison every case asks for: 2027-2031, the year comparison in 2029. */
const REQUEST = { simulation_year: 2029, start_date: '2027-07-01', number_of_years: 5 };
const WINDOW = [2027, 2028, 2029, 2030, 2031];

describe.each(DATABASE_KINDS)('workspace reports on %s', (kind) => {
  const api = useTestServer(kind);
  let fixture: Fixture;
  let workspaceId: string;
  /** Two completed runs of the workspace, with the results the engine stored for each. */
  const runs: { id: string; name: string; taskId: string; results: SimulationResults }[] = [];

  async function publishAndRun(files: { csv: Buffer; settings: unknown }, name: string) {
    const published = await publishPackage(api.call, EDITOR, fixture.id, files);
    const created = await api.call(EDITOR, 'POST', `/workspaces/${workspaceId}/simulations`, {
      name,
      data_snapshot_id: published.snapshotId,
      simulation_settings_id: published.settingsId,
    });
    expect(created.status).toBe(201);
    const taskId = created.body.current_task.id as string;
    await waitForTask(api.call, EDITOR, taskId, ['completed']);
    const stored = await api.server.db.selectFrom('task_results').select('summary').where('task_id', '=', taskId).executeTakeFirstOrThrow();
    return { id: created.body.id as string, name, taskId, results: simulationResultsSchema.parse(stored.summary) };
  }

  beforeAll(async () => {
    fixture = await makePortfolio(api.server, { workspaces: 2 });
    workspaceId = fixture.workspaceIds[0]!;
    runs.push(await publishAndRun(LEAN, 'Lean budget'), await publishAndRun(GENEROUS, 'Generous budget'));
  }, 120_000);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const generate = (body: unknown, email = EDITOR, wsId = workspaceId) => api.call(email, 'POST', `/workspaces/${wsId}/reports/SimulationComparison`, body);
  const section = async (code: string, email = VIEWER): Promise<WorkspaceReportSectionData> => {
    const response = await api.call(email, 'GET', `/workspaces/${workspaceId}/reports/${code}`);
    expect(response.status).toBe(200);
    return workspaceReportSectionDataSchema.parse(response.body);
  };
  /** A run's value of a yearly series in a calendar year, read off the engine's results; null outside its years. */
  const inYear = (results: SimulationResults, series: readonly (number | null)[], year: number) => {
    const index = results.run.calendarYears.indexOf(year);
    return index < 0 ? null : series[index]!;
  };
  const both = () => ({ ...REQUEST, simulation_ids: runs.map((run) => run.id) });

  it('has no report and a not-started status before the first request', async () => {
    const other = fixture.workspaceIds[1]!;
    expect((await api.call(VIEWER, 'GET', `/workspaces/${other}/reports`)).body).toEqual({ contents: [] });
    const status = workspaceReportStatusSchema.parse((await api.call(VIEWER, 'GET', `/workspaces/${other}/reportstatus/SimulationComparison`)).body);
    expect(status).toMatchObject({ workspace_id: other, report_status: 'not_started', report_error_message: null, request: null, updated_at: null });
    const missing = await api.call(VIEWER, 'GET', `/workspaces/${other}/reports/funding-comparison`);
    expect(missing.status).toBe(404);
    expect(missing.body.key).toBe('errors.workspaceReportNotGenerated');
  });

  it('compares the two runs: spend per simulation and year, as the engine stored it', async () => {
    const publish = vi.spyOn(api.server.services.events, 'toPortfolio');
    const created = await generate(both());
    expect(created.status).toBe(201);
    expect(workspaceReportStatusSchema.parse(created.body)).toMatchObject({ report_status: 'completed', request: both(), report_error_message: null });
    // SPEC 4: the members hear the comparison start and finish.
    // The runs' own lite reports may still be announcing theirs: only the workspace's are of this case.
    const announced = publish.mock.calls.map(([, portfolioId, event]) => ({ portfolioId, ...event })).filter((event) => 'type' in event && event.type === 'workspace');
    expect(announced).toEqual([
      { portfolioId: fixture.id, event: 'report_status_updated', id: workspaceId, status: 'in_progress', type: 'workspace', category_name: 'comparison', simulation_id: null },
      { portfolioId: fixture.id, event: 'report_status_updated', id: workspaceId, status: 'completed', type: 'workspace', category_name: 'comparison', simulation_id: null },
    ]);

    const [lean, generous] = runs as [(typeof runs)[0], (typeof runs)[0]];
    expect(lean.results.network.spend).not.toEqual(generous.results.network.spend);
    const funding = await section('funding-comparison');
    expect(funding.calendar_years).toEqual(WINDOW);
    expect(funding.simulations).toEqual([
      { id: lean.id, name: 'Lean budget', task_id: lean.taskId, calendar_years: WINDOW },
      { id: generous.id, name: 'Generous budget', task_id: generous.taskId, calendar_years: [2028, 2029, 2030, 2031] },
    ]);
    const spend = funding.charts.find((chart) => chart.id === 'spend')!;
    expect(spend).toMatchObject({ kind: 'groupedBars', categoryUnit: 'year', categories: WINDOW });
    expect(spend.series.map((series) => [series.label, series.data])).toEqual([
      [{ text: 'Lean budget' }, WINDOW.map((year) => inYear(lean.results, lean.results.network.spend, year))],
      [{ text: 'Generous budget' }, WINDOW.map((year) => inYear(generous.results, generous.results.network.spend, year))],
    ]);
    // The generous run starts in 2028: its 2027 is missing, said with SPEC 8's partial-data text.
    expect(spend.series[1]!.data[0]).toBeNull();
    expect(funding.notices).toEqual(['partialData']);
    const totalSpend = (run: (typeof runs)[0], years: number[]) => years.reduce((total, year) => total + inYear(run.results, run.results.network.spend, year)!, 0);
    expect(funding.kpis.map((kpi) => [kpi.label, kpi.value])).toEqual([
      [{ text: 'Lean budget' }, totalSpend(lean, WINDOW)],
      [{ text: 'Generous budget' }, totalSpend(generous, WINDOW.slice(1))],
    ]);
    expect(funding.table.columns.map((column) => column.id)).toEqual(['simulation', 'year', 'budget', 'spend', 'surplus', 'backlog']);
    expect(funding.table.rows).toHaveLength(9);
    expect(funding.table.rows[2]).toEqual([
      'Lean budget',
      2029,
      inYear(lean.results, lean.results.network.budget, 2029),
      inYear(lean.results, lean.results.network.spend, 2029),
      inYear(lean.results, lean.results.network.surplus, 2029),
      inYear(lean.results, lean.results.network.backlog, 2029),
    ]);
  });

  it('shows each simulation in the chosen year: OSI, backlog, money by source and the state mix', async () => {
    const [lean, generous] = runs as [(typeof runs)[0], (typeof runs)[0]];
    expect((await generate(both())).status).toBe(201);
    const year = await section('year-comparison');
    expect(year.charts.map((chart) => chart.id)).toEqual(['osi', 'backlog', 'state-mix']);
    const osi = year.charts[0]!;
    expect(osi.categories).toEqual(['Lean budget', 'Generous budget']);
    expect(osi.series[0]!.data).toEqual([inYear(lean.results, lean.results.network.osi, 2029), inYear(generous.results, generous.results.network.osi, 2029)]);
    expect(year.charts[1]!.series[0]!.data).toEqual([inYear(lean.results, lean.results.network.backlog, 2029), inYear(generous.results, generous.results.network.backlog, 2029)]);
    expect(year.kpis.map((kpi) => kpi.value)).toEqual(osi.series[0]!.data);
    expect(year.notices).toEqual([]);

    const funding = await section('year-comparison-funding');
    const bySource = funding.charts.find((chart) => chart.id === 'spend-by-source')!;
    expect(bySource.series.map((series) => series.label)).toEqual(lean.results.fundingSources.map((source) => ({ text: source.name })));
    lean.results.fundingSources.forEach((_, index) => {
      expect(bySource.series[index]!.data).toEqual([
        inYear(lean.results, lean.results.funding.spend[index]!, 2029),
        inYear(generous.results, generous.results.funding.spend[index]!, 2029),
      ]);
    });

    // The network's assets in each state: every location's share added up, which is all 40 assets.
    const service = await section('year-comparison-service');
    const counts = service.charts.find((chart) => chart.id === 'state-count')!;
    const index = lean.results.run.calendarYears.indexOf(2029);
    const leanCounts = lean.results.states.map(({ state }) => lean.results.locations.stateCount.reduce((total, location) => total + location[index]![state]!, 0));
    expect(counts.series.map((series) => series.data[0])).toEqual(leanCounts);
    expect(leanCounts.reduce((total, count) => total + count, 0)).toBeCloseTo(lean.results.run.assetCount, 6);
  });

  it('sums each run over the window in the overview', async () => {
    const [lean, generous] = runs as [(typeof runs)[0], (typeof runs)[0]];
    expect((await generate(both())).status).toBe(201);
    const overview = await section('overview');
    const sumOver = (run: (typeof runs)[0], series: number[], years: number[]) => years.reduce((total, year) => total + inYear(run.results, series, year)!, 0);
    expect(overview.table.rows).toEqual([
      [
        'Lean budget',
        2027,
        2031,
        sumOver(lean, lean.results.network.budget, WINDOW),
        sumOver(lean, lean.results.network.spend, WINDOW),
        inYear(lean.results, lean.results.network.osi, 2027),
        inYear(lean.results, lean.results.network.osi, 2031),
        inYear(lean.results, lean.results.network.backlog, 2031),
        inYear(lean.results, lean.results.network.fci, 2031),
      ],
      [
        'Generous budget',
        2028,
        2031,
        sumOver(generous, generous.results.network.budget, WINDOW.slice(1)),
        sumOver(generous, generous.results.network.spend, WINDOW.slice(1)),
        inYear(generous.results, generous.results.network.osi, 2028),
        inYear(generous.results, generous.results.network.osi, 2031),
        inYear(generous.results, generous.results.network.backlog, 2031),
        inYear(generous.results, generous.results.network.fci, 2031),
      ],
    ]);
    const list = reportListSchema.parse((await api.call(VIEWER, 'GET', `/workspaces/${workspaceId}/reports`)).body);
    expect(list.contents.map((entry) => [entry.code, entry.type, entry.category_name, entry.report_status])).toEqual(
      ['overview', 'funding-comparison', 'year-comparison', 'year-comparison-funding', 'year-comparison-service'].map((code) => [code, 'workspace', 'comparison', 'completed']),
    );
  });

  it.each(['simulation_ids', 'simulation_year', 'start_date', 'number_of_years'])('SPEC 5: refuses a request without %s', async (field) => {
    const body: Record<string, unknown> = both();
    delete body[field];
    const response = await generate(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 400, key: 'errors.validation', message: expect.any(String) });
    expect(errorPaths(response)).toContain(`body.${field}`);
  });

  it('refuses no simulation, too many, one of another portfolio, one not run yet, and a year outside the window', async () => {
    const empty = await generate({ ...REQUEST, simulation_ids: [] });
    expect(empty.status).toBe(400);
    expect(errorPaths(empty)).toContain('body.simulation_ids');

    const tooMany = await generate({ ...REQUEST, simulation_ids: Array.from({ length: MAX_COMPARED_SIMULATIONS + 1 }, () => crypto.randomUUID()) });
    expect(tooMany.status).toBe(400);
    expect(errorPaths(tooMany)).toContain('body.simulation_ids');

    const theirs = await makePortfolio(api.server, { workspaces: 1 });
    const foreign = await seedSimulation(api.server, { portfolioId: theirs.id, workspaceId: theirs.workspaceIds[0]!, ...ROADS, status: 'completed', name: 'Not yours' });
    const borrowed = await generate({ ...REQUEST, simulation_ids: [runs[0]!.id, foreign.simulationId] });
    expect(borrowed.status).toBe(400);
    expect(borrowed.body).toMatchObject({ key: 'errors.comparisonSimulationNotInWorkspace', developer_message: expect.stringContaining(foreign.simulationId) });

    const waiting = await seedSimulation(api.server, { portfolioId: fixture.id, workspaceId: fixture.workspaceIds[1]!, ...ROADS, status: 'queued', name: 'Still waiting' });
    const notReady = await generate({ ...REQUEST, simulation_ids: [waiting.simulationId] }, EDITOR, fixture.workspaceIds[1]!);
    expect(notReady.status).toBe(400);
    expect(notReady.body).toMatchObject({ key: 'errors.comparisonSimulationNotReady', developer_message: expect.stringContaining('"Still waiting"') });

    const outside = await generate({ ...both(), simulation_year: 2035 });
    expect(outside.status).toBe(400);
    expect(outside.body.key).toBe('errors.comparisonYearOutsideWindow');
    // Nothing was stored for the refused requests of the second workspace.
    expect((await api.call(VIEWER, 'GET', `/workspaces/${fixture.workspaceIds[1]}/reports`)).body).toEqual({ contents: [] });
  });

  it('lets a Viewer read but not generate or refresh, and hides the reports from non-members', async () => {
    expect((await generate(both())).status).toBe(201);
    const viewer = await generate(both(), VIEWER);
    expect(viewer.status).toBe(403);
    expect((await api.call(VIEWER, 'POST', `/workspaces/${workspaceId}/reports/SimulationComparison/refresh`)).status).toBe(403);
    expect((await api.call(VIEWER, 'GET', `/workspaces/${workspaceId}/reportstatus/SimulationComparison`)).body.report_status).toBe('completed');
    const closed = await makePortfolio(api.server, { workspaces: 1, members: { 'owner@horizon.test': ['Admin', true] } });
    for (const path of ['reports', 'reports/overview', 'reportstatus/SimulationComparison']) {
      expect((await api.call(EDITOR, 'GET', `/workspaces/${closed.workspaceIds[0]}/${path}`)).status).toBe(404);
    }
    expect((await api.call(VIEWER, 'GET', `/workspaces/${workspaceId}/reports/not-a-section`)).status).toBe(404);
    expect((await api.call(VIEWER, 'GET', `/workspaces/${workspaceId}/reportstatus/Other`)).status).toBe(404);
    expect((await api.call(EDITOR, 'POST', `/workspaces/${workspaceId}/reports/Other`, both())).status).toBe(404);
  });

  it('refreshes with the stored request, and is outdated once a compared simulation is deleted', async () => {
    expect((await generate(both())).status).toBe(201);
    const refreshed = await api.call(EDITOR, 'POST', `/workspaces/${workspaceId}/reports/SimulationComparison/refresh`);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ report_status: 'completed', request: both() });

    const doomed = await publishAndRun(LEAN, 'Short lived');
    expect((await generate({ ...REQUEST, simulation_ids: [runs[0]!.id, doomed.id] })).status).toBe(201);
    expect((await api.call(EDITOR, 'DELETE', `/simulations/${doomed.id}`, { confirm_name: 'Short lived' })).status).toBe(204);
    // Read before any refresh, the comparison already says it is outdated.
    const listed = reportListSchema.parse((await api.call(VIEWER, 'GET', `/workspaces/${workspaceId}/reports`)).body);
    expect(listed.contents[0]).toMatchObject({ report_status: 'outdated', report_error_message: OUTDATED_TEXT });

    const publish = vi.spyOn(api.server.services.events, 'toPortfolio');
    const outdated = await api.call(EDITOR, 'POST', `/workspaces/${workspaceId}/reports/SimulationComparison/refresh`);
    expect(outdated.status).toBe(200);
    expect(outdated.body).toMatchObject({ report_status: 'outdated', report_error_message: OUTDATED_TEXT });
    expect(publish.mock.calls.map(([, , event]) => event)).toEqual([expect.objectContaining({ status: 'outdated', type: 'workspace' })]);
    const status = await api.call(VIEWER, 'GET', `/workspaces/${workspaceId}/reportstatus/SimulationComparison`);
    expect(status.body).toMatchObject({ report_status: 'outdated', report_error_message: OUTDATED_TEXT });
    expect((await api.call(VIEWER, 'GET', `/workspaces/${workspaceId}/reports/overview`)).status).toBe(404);
  }, 60_000);
});
