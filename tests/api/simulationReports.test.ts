import { copyFile, rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { reportListSchema, reportSchema } from '../../src/api/schemas/report.schema';
import { SUMMARY_CODES } from '../../src/api/schemas/reportSummary.schema';
import type { SimulationResults } from '../../src/api/simulationPackage/results.schema';
import { engineRun } from './helpers/storedRun';
import { createReportGenerator } from '../../server/reports/reportGeneration';
import { makePortfolio, UNKNOWN_UUID, type Fixture } from './helpers/api';
import { publishPackage, sampleFiles, uploadCsv, waitForTask } from './helpers/publish';
import { seedSimulation, tinyRoads } from './helpers/packageFixture';
import { useTestServer } from './helpers/useTestServer';

const EDITOR = 'editor@horizon.test';
const VIEWER = 'viewer@horizon.test';
const OUTSIDER = 'outsider@horizon.test';
const PACKAGE = tinyRoads(await sampleFiles('roads'), 200);

/** SPEC 7 / issue 14: a simulation's lite, advanced, export and results-feed reports. */
const EXPECTED_CODES = [...SUMMARY_CODES, 'advanced', 'export', 'results-feed'];

/** The engine's own runs of the package: the zero-budget baseline and the funded works. */
async function engineRuns() {
  const { funded, zeroBudget } = await engineRun(PACKAGE);
  const works = funded.lifeCycles.treatments.reduce((total, year) => total + year.asset.length, 0);
  return { zero: zeroBudget.results, works };
}

describe.each(DATABASE_KINDS)('simulation reports on %s', (kind) => {
  const api = useTestServer(kind);

  async function runSimulation(fixture: Fixture, name = 'Roads as budgeted') {
    const published = await publishPackage(api.call, EDITOR, fixture.id, PACKAGE);
    const created = await api.call(EDITOR, 'POST', `/workspaces/${fixture.workspaceIds[0]}/simulations`, {
      name,
      data_snapshot_id: published.snapshotId,
      simulation_settings_id: published.settingsId,
    });
    expect(created.status).toBe(201);
    const taskId = created.body.current_task.id as string;
    await waitForTask(api.call, EDITOR, taskId, ['completed']);
    return { simulationId: created.body.id as string, taskId, ...published };
  }

  /** Polls the lite overview entry until its generation has an outcome. */
  async function settledReport(simulationId: string, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const response = await api.call(VIEWER, 'GET', `/simulations/${simulationId}/reports/overview`);
      expect(response.status).toBe(200);
      const report = reportSchema.parse(response.body);
      if (report.report_status !== 'in_progress' && report.report_status !== 'not_started') return report;
      if (Date.now() > deadline) throw new Error(`The reports of ${simulationId} are still ${report.report_status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const listOf = async (simulationId: string, email = VIEWER) => {
    const response = await api.call(email, 'GET', `/simulations/${simulationId}/reports`);
    expect(response.status).toBe(200);
    return reportListSchema.parse(response.body).contents;
  };

  it('generates the lite reports after a run: the zero-budget baseline and the works programme are stored', async () => {
    const fixture = await makePortfolio(api.server, { workspaces: 1 });
    const { simulationId, taskId } = await runSimulation(fixture);
    const report = await settledReport(simulationId);
    expect(report).toMatchObject({ code: 'overview', category_name: 'lite', method: 'direct', report_status: 'completed', report_error_message: null, task_id: taskId });

    const expected = await engineRuns();
    const stored = await api.server.db.selectFrom('task_results').select('zero_budget_summary').where('task_id', '=', taskId).executeTakeFirstOrThrow();
    const baseline = stored.zero_budget_summary as unknown as SimulationResults;
    expect(baseline.network.spend.every((amount) => amount === 0)).toBe(true);
    expect(baseline.network).toEqual(expected.zero.network);
    expect(baseline.run).toMatchObject({ budgetPreset: 'zeroBudget', calendarYears: expected.zero.run.calendarYears, assetCount: 200 });
    expect(baseline.baseline).toEqual(expected.zero.baseline);

    const works = await api.server.db.selectFrom('task_works').select((eb) => eb.fn.countAll<number>().as('count')).where('task_id', '=', taskId).executeTakeFirstOrThrow();
    expect(Number(works.count)).toBe(expected.works);
    expect(expected.works).toBeGreaterThan(0);

    const detail = await api.call(VIEWER, 'GET', `/simulations/${simulationId}`);
    expect(detail.body.report_status).toBe('completed');
  });

  it('lists every report of a simulation with its status; advanced needs the Enterprise plan', async () => {
    const fixture = await makePortfolio(api.server, { workspaces: 1 });
    const { simulationId } = await runSimulation(fixture);
    await settledReport(simulationId);
    const reports = await listOf(simulationId);
    expect(reports.map((report) => report.code)).toEqual(EXPECTED_CODES);
    expect(new Set(reports.map((report) => report.id)).size).toBe(EXPECTED_CODES.length);
    for (const report of reports) expect(report).toMatchObject({ type: 'simulation', simulation_id: simulationId, workspace_id: fixture.workspaceIds[0] });
    const lite = reports.filter((report) => report.category_name === 'lite');
    expect(lite).toHaveLength(SUMMARY_CODES.length);
    expect(lite.every((report) => report.method === 'direct' && report.report_status === 'completed')).toBe(true);
    const byCode = Object.fromEntries(reports.map((report) => [report.code, report]));
    // The fixture portfolio is on the Essentials plan.
    expect(byCode.advanced).toMatchObject({ category_name: 'advanced', report_status: 'not_started', report_error_message: 'Advanced reports need the Enterprise plan.' });
    expect(byCode.export).toMatchObject({ category_name: 'export', report_status: 'completed' });
    expect(byCode['results-feed']).toMatchObject({ category_name: 'results_feed', report_status: 'completed' });

    const refused = await api.call(EDITOR, 'POST', `/simulations/${simulationId}/reports/advanced`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ key: 'errors.advancedNeedsEnterprise', message: 'Advanced reports need the Enterprise plan.' });

    await api.server.db
      .updateTable('portfolios')
      .set({ subscription_id: (await api.server.db.selectFrom('subscriptions').select('id').where('code', '=', 'HZN-ENT-2041').executeTakeFirstOrThrow()).id })
      .where('id', '=', fixture.id)
      .execute();
    const advanced = await api.call(VIEWER, 'GET', `/simulations/${simulationId}/reports/advanced`);
    expect(advanced.body).toMatchObject({ report_status: 'completed', report_error_message: null });
    const generated = await api.call(EDITOR, 'POST', `/simulations/${simulationId}/reports/advanced`);
    expect(generated.status).toBe(202);
    expect(reportSchema.parse(generated.body)).toMatchObject({ code: 'advanced', report_status: 'in_progress' });
    expect(await settledReport(simulationId)).toMatchObject({ report_status: 'completed' });
  });

  it('reads one report by code and method, and answers 404 for what does not exist', async () => {
    const fixture = await makePortfolio(api.server, { workspaces: 1 });
    const seeded = await seedSimulation(api.server, { portfolioId: fixture.id, workspaceId: fixture.workspaceIds[0]!, ...PACKAGE, status: 'queued' });
    const direct = await api.call(VIEWER, 'GET', `/simulations/${seeded.simulationId}/reports/funding?method=direct`);
    expect(direct.status).toBe(200);
    expect(direct.body).toMatchObject({ code: 'funding', method: 'direct', report_status: 'not_started', task_id: seeded.taskId });
    expect((await api.call(VIEWER, 'GET', `/simulations/${seeded.simulationId}/reports/export`)).body).toMatchObject({ code: 'export', method: null });
    expect((await api.call(VIEWER, 'GET', `/simulations/${seeded.simulationId}/reports/funding?method=generated`)).status).toBe(404);
    expect((await api.call(VIEWER, 'GET', `/simulations/${seeded.simulationId}/reports/no-such-tab`)).status).toBe(404);
    expect((await api.call(VIEWER, 'GET', `/simulations/${UNKNOWN_UUID}/reports`)).status).toBe(404);
    expect((await api.call(VIEWER, 'GET', `/simulations/${UNKNOWN_UUID}/reports/overview`)).status).toBe(404);
    expect((await api.call(EDITOR, 'POST', `/simulations/${seeded.simulationId}/reports/export`)).status).toBe(404);
    const early = await api.call(EDITOR, 'POST', `/simulations/${seeded.simulationId}/reports/lite`);
    expect(early.status).toBe(400);
    expect(early.body.key).toBe('errors.reportsNeedResults');
  });

  it('follows the run: not started while it waits, failed when it broke', async () => {
    const fixture = await makePortfolio(api.server, { workspaces: 1 });
    const waiting = await seedSimulation(api.server, { portfolioId: fixture.id, workspaceId: fixture.workspaceIds[0]!, ...PACKAGE, status: 'queued', name: 'Waiting' });
    const broken = await seedSimulation(api.server, { portfolioId: fixture.id, workspaceId: fixture.workspaceIds[0]!, ...PACKAGE, status: 'failed', name: 'Broken' });
    expect((await listOf(waiting.simulationId)).every((report) => report.report_status === 'not_started')).toBe(true);
    const failed = await listOf(broken.simulationId);
    expect(failed.filter((report) => report.code !== 'advanced').every((report) => report.report_status === 'failed')).toBe(true);
  });

  it('fails a generation that cannot run and generates again on request', async () => {
    const fixture = await makePortfolio(api.server, { workspaces: 1 });
    const { simulationId, snapshotId } = await runSimulation(fixture);
    await settledReport(simulationId);
    // The run's data file lost: the baseline cannot be computed.
    const version = await api.server.db.selectFrom('data_snapshot_versions').select('blob_key').where('snapshot_id', '=', snapshotId).executeTakeFirstOrThrow();
    const file = api.server.services.blobs.pathOf(version.blob_key);
    await copyFile(file, `${file}.kept`);
    await rm(file);
    const again = await api.call(EDITOR, 'POST', `/simulations/${simulationId}/reports/lite`);
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ code: 'overview', report_status: 'in_progress' });
    const failed = await settledReport(simulationId);
    expect(failed).toMatchObject({ report_status: 'failed', report_error_message: 'The report result is invalid, Please try to submit the simulation again.' });
    expect((await api.call(VIEWER, 'GET', `/simulations/${simulationId}`)).body.report_status).toBe('failed');

    await copyFile(`${file}.kept`, file);
    expect((await api.call(EDITOR, 'POST', `/simulations/${simulationId}/reports/lite`)).status).toBe(202);
    expect(await settledReport(simulationId)).toMatchObject({ report_status: 'completed', report_error_message: null });
  });

  it('makes the reports outdated when the data is published again, and new with the next run', async () => {
    const fixture = await makePortfolio(api.server, { workspaces: 1 });
    const { simulationId, snapshotId, taskId } = await runSimulation(fixture);
    await settledReport(simulationId);
    expect((await uploadCsv(api.call, EDITOR, snapshotId, PACKAGE.csv)).body.version).toBe(2);
    const outdated = await listOf(simulationId);
    expect(outdated.filter((report) => report.code !== 'advanced').every((report) => report.report_status === 'outdated')).toBe(true);
    expect((await api.call(VIEWER, 'GET', `/simulations/${simulationId}`)).body.report_status).toBe('outdated');

    const rerun = await api.call(EDITOR, 'POST', `/simulations/${simulationId}/tasks`);
    expect(rerun.status).toBe(201);
    await waitForTask(api.call, EDITOR, rerun.body.id, ['completed']);
    const fresh = await settledReport(simulationId);
    expect(fresh).toMatchObject({ report_status: 'completed', task_id: rerun.body.id });
    expect(fresh.task_id).not.toBe(taskId);
  });

  it('lets every member read and only Editors and Admins generate', async () => {
    const fixture = await makePortfolio(api.server, { workspaces: 1 });
    const { simulationId } = await runSimulation(fixture);
    await settledReport(simulationId);
    expect((await api.call(VIEWER, 'GET', `/simulations/${simulationId}/reports`)).status).toBe(200);
    const viewerPost = await api.call(VIEWER, 'POST', `/simulations/${simulationId}/reports/lite`);
    expect(viewerPost.status).toBe(403);
    expect((await api.call(OUTSIDER, 'GET', `/simulations/${simulationId}/reports`)).status).toBe(404);
    expect((await api.call(OUTSIDER, 'GET', `/portfolios/${fixture.id}/reports`)).status).toBe(404);
    expect((await api.call(null, 'GET', `/simulations/${simulationId}/reports`)).status).toBe(401);
    const regenerated = await api.call('admin@horizon.test', 'POST', `/simulations/${simulationId}/reports/lite`);
    expect(regenerated.status).toBe(202);
    await settledReport(simulationId);
  });

  it('lists a portfolio\'s reports by simulation and workspace, with their names', async () => {
    const fixture = await makePortfolio(api.server, { workspaces: 2 });
    const { simulationId } = await runSimulation(fixture, 'Roads renewal');
    await settledReport(simulationId);
    const waiting = await seedSimulation(api.server, { portfolioId: fixture.id, workspaceId: fixture.workspaceIds[1]!, ...PACKAGE, status: 'queued', name: 'Bridges' });
    const response = await api.call(VIEWER, 'GET', `/portfolios/${fixture.id}/reports`);
    expect(response.status).toBe(200);
    const reports = reportListSchema.parse(response.body).contents;
    const rows = reports.map((report) => [report.workspace_name, report.simulation_name, report.code, report.report_status]);
    expect(rows).toEqual([
      ['Workspace 1', 'Roads renewal', 'overview', 'completed'],
      ['Workspace 1', 'Roads renewal', 'advanced', 'not_started'],
      ['Workspace 1', 'Roads renewal', 'export', 'completed'],
      ['Workspace 1', 'Roads renewal', 'results-feed', 'completed'],
      ['Workspace 2', 'Bridges', 'overview', 'not_started'],
      ['Workspace 2', 'Bridges', 'advanced', 'not_started'],
      ['Workspace 2', 'Bridges', 'export', 'not_started'],
      ['Workspace 2', 'Bridges', 'results-feed', 'not_started'],
    ]);
    expect(reports.find((report) => report.simulation_id === waiting.simulationId)?.task_id).toBe(waiting.taskId);
  });

  it('runs a generation stopped with its worker again: the stopped job fails for pg-boss to retry, the row waits', async () => {
    const fixture = await makePortfolio(api.server, { workspaces: 1 });
    const { simulationId, taskId } = await runSimulation(fixture);
    await settledReport(simulationId);
    await api.server.db.updateTable('task_reports').set({ status: 'in_progress' }).where('task_id', '=', taskId).execute();
    const log = () => undefined;
    const first = createReportGenerator({ db: api.server.db, blobs: api.server.services.blobs, events: api.server.services.events, log });
    const running = first.run(taskId);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await first.stop();
    await expect(running).rejects.toThrow(/stopped with their worker/);
    expect((await api.call(VIEWER, 'GET', `/simulations/${simulationId}/reports/overview`)).body.report_status).toBe('in_progress');

    const second = createReportGenerator({ db: api.server.db, blobs: api.server.services.blobs, events: api.server.services.events, log });
    await second.run(taskId);
    expect((await api.call(VIEWER, 'GET', `/simulations/${simulationId}/reports/overview`)).body.report_status).toBe('completed');
  });
});
