import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  dataSourceCandidateListSchema,
  dataSourceListSchema,
  workPlanAssetDetailSchema,
  workPlanAssetPageSchema,
  type DataSource,
} from '../../src/api/schemas/dataSource.schema';
import { simulationDetailSchema } from '../../src/api/schemas/simulation.schema';
import { DATABASE_KINDS } from '../support/testServer';
import { makePortfolio, UNKNOWN_UUID, type Fixture } from './helpers/api';
import { seedSimulation, tinyRoads } from './helpers/packageFixture';
import { publishPackage, sampleFiles, waitForReports, waitForTask } from './helpers/publish';
import { listenAs } from './helpers/realtimeListener';
import { useTestServer } from './helpers/useTestServer';

const ADMIN = 'admin@horizon.test';
const EDITOR = 'editor@horizon.test';
const VIEWER = 'viewer@horizon.test';

/** SPEC 8 and 5, in the user's words. */
const TASK_MISSING = 'The linked simulation task no longer exists.';
const LIFE_CYCLE_UNAVAILABLE = 'Asset life cycle is unavailable because the simulation was deleted.';
const ALREADY_IMPORTED = 'A simulation already imported cannot be imported again.';
const IMPORT_FAILED = 'The data source could not be imported. Please try again later.';

const ROADS = await sampleFiles('roads');
const SMALL = tinyRoads(ROADS, 20);
const LARGER = tinyRoads(ROADS, 45);

/** The register as the test reads it from the same assets.csv text. */
function registerOf(csv: Buffer): Map<string, Record<string, string>> {
  const parsed = Papa.parse<Record<string, string>>(csv.toString('utf8'), { header: true, skipEmptyLines: true });
  return new Map(parsed.data.map((record) => [record.asset_id!, record]));
}

type Run = { simulationId: string; taskId: string; snapshotId: string; name: string; register: Map<string, Record<string, string>> };

/** The uploaded layer's line for one asset: it replaces the point at the asset's centre. */
const LINE = { type: 'LineString', coordinates: [
  [144.4601, -38.1901],
  [144.4612, -38.1913],
] };

describe.each(DATABASE_KINDS)('work plan data sources on %s', (kind) => {
  const api = useTestServer(kind);
  let fixture: Fixture;
  let planId: string;
  let otherPlanId: string;
  let small: Run;
  let larger: Run;

  async function publishAndRun(pkg: { csv: Buffer; settings: Record<string, unknown> }, name: string): Promise<Run> {
    const published = await publishPackage(api.call, EDITOR, fixture.id, pkg);
    const created = await api.call(EDITOR, 'POST', `/workspaces/${fixture.workspaceIds[0]}/simulations`, {
      name,
      data_snapshot_id: published.snapshotId,
      simulation_settings_id: published.settingsId,
    });
    const detail = simulationDetailSchema.parse(created.body);
    await waitForTask(api.call, EDITOR, detail.current_task!.id, ['completed']);
    await waitForReports(api.call, EDITOR, detail.id);
    return { simulationId: detail.id, taskId: detail.current_task!.id, snapshotId: published.snapshotId, name, register: registerOf(pkg.csv) };
  }

  /** The engine's works of the task as the report generation stored them: what an import must copy. */
  async function storedWorks(taskId: string) {
    return api.server.db.selectFrom('task_works').select(['asset_id', 'year', 'cost', 'treatment_name']).where('task_id', '=', taskId).execute();
  }

  const makePlan = async (portfolioId: string, name: string) =>
    (await api.server.db.insertInto('work_plans').values({ portfolio_id: portfolioId, name }).returning('id').executeTakeFirstOrThrow()).id;

  const updatedAt = async (plan = planId) =>
    (await api.server.db.selectFrom('work_plans').select('updated_at').where('id', '=', plan).executeTakeFirstOrThrow()).updated_at.getTime();

  /** The plan's activity events: each import and delete leaves one, in the same transaction. */
  const planEvents = async (plan = planId) =>
    api.server.db.selectFrom('activity_events').select(['action', 'details']).where('subject_id', '=', plan).orderBy('created_at').execute();

  const copiedRows = async (sourceId: string) => [
    await api.server.db.selectFrom('work_plan_assets').select('asset_id').where('data_source_id', '=', sourceId).execute(),
    await api.server.db.selectFrom('work_plan_proposed_treatments').select('work_no').where('data_source_id', '=', sourceId).execute(),
  ];

  const list = async (plan = planId) => {
    const response = await api.call(VIEWER, 'GET', `/v5/datasource/${plan}`);
    expect(response.status).toBe(200);
    return dataSourceListSchema.parse(response.body).contents;
  };

  async function waitForImports(plan: string, timeoutMs = 60_000): Promise<DataSource[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const sources = await list(plan);
      if (sources.every((source) => source.import_status === 'completed' || source.import_status === 'failed')) return sources;
      if (Date.now() > deadline) throw new Error(`Imports still ${sources.map((source) => source.import_status).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const listen = (email: string) => listenAs(api.server, email, 'data-sources-test');

  beforeAll(async () => {
    // Core carries the 'papa' feature (SPEC 6): the Work Planner is licensed.
    fixture = await makePortfolio(api.server, { subscription: 'HZN-COR-3107', workspaces: 1 });
    small = await publishAndRun(SMALL, 'Roads small');
    larger = await publishAndRun(LARGER, 'Roads larger');
    const [lined] = await storedWorks(larger.taskId);
    const layer = { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: LINE, properties: { asset_id: lined!.asset_id } }] };
    expect((await api.call(EDITOR, 'POST', `/data-snapshots/${larger.snapshotId}/spatial`, layer)).status).toBe(201);
    planId = await makePlan(fixture.id, 'Resurfacing programme');
    otherPlanId = await makePlan(fixture.id, 'Another plan');
  }, 180_000);

  it('offers the completed runs of the portfolio, none imported yet', async () => {
    await seedSimulation(api.server, { portfolioId: fixture.id, workspaceId: fixture.workspaceIds[0]!, ...SMALL, status: 'running', name: 'Still running' });
    const response = await api.call(VIEWER, 'GET', `/v5/datasource/${planId}/candidates`);
    expect(response.status).toBe(200);
    const candidates = dataSourceCandidateListSchema.parse(response.body).contents;
    expect(candidates.map((candidate) => candidate.task_id).sort()).toEqual([small.taskId, larger.taskId].sort());
    for (const run of [small, larger]) {
      const works = await storedWorks(run.taskId);
      const years = works.map((work) => work.year);
      expect(candidates.find((candidate) => candidate.task_id === run.taskId)).toMatchObject({
        simulation_id: run.simulationId,
        simulation_name: run.name,
        workspace_name: 'Workspace 1',
        work_count: works.length,
        first_year: Math.min(...years),
        last_year: Math.max(...years),
        imported: false,
      });
      const finished = await api.server.db.selectFrom('simulation_tasks').select('finished_at').where('id', '=', run.taskId).executeTakeFirstOrThrow();
      expect(candidates.find((candidate) => candidate.task_id === run.taskId)?.run_at).toBe(finished.finished_at?.toISOString() ?? null);
    }
  });

  it('refuses an import that names another plan, a task twice, a foreign or an unfinished task, and creates nothing', async () => {
    const running = await seedSimulation(api.server, { portfolioId: fixture.id, workspaceId: fixture.workspaceIds[0]!, ...SMALL, status: 'queued', name: 'Queued' });
    const refusals: [unknown, string][] = [
      [{ wp_id: otherPlanId, ds_ids: [small.taskId] }, 'errors.dataSourceWorkPlanMismatch'],
      [{ wp_id: planId, ds_ids: [small.taskId, small.taskId] }, 'errors.dataSourceDuplicateTasks'],
      [{ wp_id: planId, ds_ids: [small.taskId, UNKNOWN_UUID] }, 'errors.dataSourceTaskUnknown'],
      [{ wp_id: planId, ds_ids: [running.taskId] }, 'errors.dataSourceTaskNotCompleted'],
    ];
    for (const [body, key] of refusals) {
      const response = await api.call(EDITOR, 'POST', `/v5/datasource/${planId}/import`, body);
      expect(response.status, key).toBe(400);
      expect(response.body.key).toBe(key);
    }
    expect((await api.call(EDITOR, 'POST', `/v5/datasource/${planId}/import`, { wp_id: planId, ds_ids: [] })).status).toBe(400);
    expect(await list()).toEqual([]);
  });

  it('imports two runs as a task, telling the members of each status, and copies their works and assets', { timeout: 120_000 }, async () => {
    const member = await listen(VIEWER);
    const before = await updatedAt();
    const response = await api.call(EDITOR, 'POST', `/v5/datasource/${planId}/import`, { wp_id: planId, ds_ids: [small.taskId, larger.taskId] });
    expect(response.status).toBe(202);
    expect(await updatedAt()).toBeGreaterThan(before);
    expect((await planEvents()).at(-1)).toMatchObject({
      action: 'work_plan.updated',
      details: { data_sources_imported: [expect.objectContaining({ task_id: small.taskId }), expect.objectContaining({ task_id: larger.taskId })] },
    });
    const created = dataSourceListSchema.parse(response.body).contents;
    expect(created.map((source) => [source.task_id, source.order, source.import_status])).toEqual([
      [small.taskId, 0, 'queued'],
      [larger.taskId, 1, 'queued'],
    ]);
    const sources = await waitForImports(planId);
    expect(sources.map((source) => [source.task_id, source.import_status, source.error_message, source.task_notice])).toEqual([
      [small.taskId, 'completed', null, null],
      [larger.taskId, 'completed', null, null],
    ]);
    for (const [source, run] of [
      [sources[0]!, small],
      [sources[1]!, larger],
    ] as const) {
      const works = await storedWorks(run.taskId);
      expect(works.length).toBeGreaterThan(0);
      expect(source).toMatchObject({ simulation_id: run.simulationId, simulation_name: run.name, workspace_name: 'Workspace 1', has_spatial_data: true });
      expect(source.treatment_count).toBe(works.length);
      expect(source).toMatchObject({ first_year: Math.min(...works.map((work) => work.year)), last_year: Math.max(...works.map((work) => work.year)) });
      expect(source.asset_count).toBe(new Set(works.map((work) => work.asset_id)).size);
      const copied = await api.server.db.selectFrom('work_plan_proposed_treatments').select(['cost']).where('data_source_id', '=', source.id).execute();
      const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
      expect(sum(copied.map((row) => row.cost))).toBeCloseTo(sum(works.map((work) => work.cost)), 4);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const source of sources) {
      const events = member.received.filter((event) => event.event === 'data_source_import_task_status_updated' && event.data_source_id === source.id);
      expect(events.map((event) => event.event === 'data_source_import_task_status_updated' && [event.status, event.work_plan_id, event.task_id])).toEqual([
        ['queued', planId, source.task_id],
        ['running', planId, source.task_id],
        ['completed', planId, source.task_id],
      ]);
      // The keys of the task chip's words, for the client to word them in the user's language.
      expect(events.map((event) => event.event === 'data_source_import_task_status_updated' && [event.status_key, event.message_key])).toEqual([
        ['taskChip.queued', null],
        ['taskChip.running', null],
        ['taskChip.ready', null],
      ]);
    }
    await member.close();
  });

  it('refuses to import a run again, and says so among the candidates', async () => {
    const response = await api.call(EDITOR, 'POST', `/v5/datasource/${planId}/import`, { wp_id: planId, ds_ids: [small.taskId] });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ key: 'errors.dataSourceAlreadyImported', message: ALREADY_IMPORTED });
    const candidates = dataSourceCandidateListSchema.parse((await api.call(VIEWER, 'GET', `/v5/datasource/${planId}/candidates`)).body).contents;
    expect(candidates.every((candidate) => candidate.imported)).toBe(true);
    expect(await list()).toHaveLength(2);
  });

  it("pages the plan's assets, searches them and serves one with its register row, position and treatments", async () => {
    const sources = await list();
    const total = sources.reduce((count, source) => count + source.asset_count, 0);
    const first = workPlanAssetPageSchema.parse((await api.call(VIEWER, 'GET', `/v5/assets/${planId}?limit=10`)).body);
    expect(first.total_count).toBe(total);
    expect(first.contents).toHaveLength(10);
    const rest = workPlanAssetPageSchema.parse((await api.call(VIEWER, 'GET', `/v5/assets/${planId}?offset=10&limit=1000`)).body);
    const all = [...first.contents, ...rest.contents];
    expect(all).toHaveLength(total);
    expect(new Set(all.map((asset) => `${asset.data_source_id}/${asset.asset_id}`)).size).toBe(total);
    // The plan's order: the first data source's assets first.
    expect(all.findIndex((asset) => asset.data_source_id === sources[1]!.id)).toBe(sources[0]!.asset_count);

    const works = await storedWorks(larger.taskId);
    const assetId = works[0]!.asset_id;
    const record = larger.register.get(assetId)!;
    const bySource = workPlanAssetPageSchema.parse((await api.call(VIEWER, 'GET', `/v5/assets/${planId}?source_id=${sources[1]!.id}&q=${encodeURIComponent(assetId.toLowerCase())}`)).body);
    expect(bySource.contents.map((asset) => asset.asset_id)).toEqual([assetId]);
    const ofAsset = works.filter((work) => work.asset_id === assetId);
    expect(bySource.contents[0]).toMatchObject({
      name: record.name,
      asset_class: record.class,
      hierarchy: record.hierarchy,
      criticality: record.criticality,
      location: record.location,
      network_measure: Number(record.network_measure),
      treatment_count: ofAsset.length,
      first_year: Math.min(...ofAsset.map((work) => work.year)),
    });
    const byName = workPlanAssetPageSchema.parse((await api.call(VIEWER, 'GET', `/v5/assets/${planId}?q=${encodeURIComponent(record.name!)}`)).body);
    expect(byName.contents.map((asset) => asset.asset_id)).toContain(assetId);

    const detail = await api.call(VIEWER, 'GET', `/v5/assets/${planId}/${sources[1]!.id}/${encodeURIComponent(assetId)}`);
    expect(detail.status).toBe(200);
    const asset = workPlanAssetDetailSchema.parse(detail.body);
    expect(asset.attributes).toEqual(record);
    expect(asset.geometry).toEqual(LINE);
    const pointed = works.find((work) => work.asset_id !== assetId)!.asset_id;
    const point = workPlanAssetDetailSchema.parse((await api.call(VIEWER, 'GET', `/v5/assets/${planId}/${sources[1]!.id}/${encodeURIComponent(pointed)}`)).body);
    const centre = larger.register.get(pointed)!;
    expect(point.geometry).toEqual({ type: 'Point', coordinates: [Number(centre.center_x), Number(centre.center_y)] });
    expect(asset.proposed_treatments.map((treatment) => [treatment.year, treatment.treatment])).toEqual(
      [...ofAsset].sort((a, b) => a.year - b.year).map((work) => [work.year, work.treatment_name]),
    );
    expect(asset.life_cycle_unavailable).toBeNull();
    expect((await api.call(VIEWER, 'GET', `/v5/assets/${planId}/${sources[1]!.id}/NO-SUCH-ASSET`)).status).toBe(404);
    expect((await api.call(VIEWER, 'GET', `/v5/assets/${otherPlanId}/${sources[1]!.id}/${encodeURIComponent(assetId)}`)).status).toBe(404);
  });

  it('reorders with exactly the plan’s data sources, and leaves the order alone otherwise', async () => {
    const [a, b] = await list();
    const invalid = [[a!.id], [a!.id, a!.id], [a!.id, b!.id, UNKNOWN_UUID], [b!.id, UNKNOWN_UUID]];
    for (const ids of invalid) {
      const response = await api.call(EDITOR, 'PUT', `/v5/datasource/${planId}/order`, { wp_id: planId, ds_ids: ids });
      expect(response.status).toBe(400);
      expect(response.body.key).toBe('errors.dataSourceOrderInvalid');
    }
    expect((await api.call(EDITOR, 'PUT', `/v5/datasource/${planId}/order`, { wp_id: otherPlanId, ds_ids: [b!.id, a!.id] })).status).toBe(400);
    expect((await list()).map((source) => source.id)).toEqual([a!.id, b!.id]);
    const before = await updatedAt();
    const response = await api.call(EDITOR, 'PUT', `/v5/datasource/${planId}/order`, { wp_id: planId, ds_ids: [b!.id, a!.id] });
    expect(response.status).toBe(200);
    expect(await updatedAt()).toBeGreaterThan(before);
    expect(dataSourceListSchema.parse(response.body).contents.map((source) => [source.id, source.order])).toEqual([
      [b!.id, 0],
      [a!.id, 1],
    ]);
    expect((await list()).map((source) => source.id)).toEqual([b!.id, a!.id]);
  });

  it('needs the Work Planner feature, and write access to change a plan', async () => {
    const unlicensed = await makePortfolio(api.server, { workspaces: 1 });
    const plan = await makePlan(unlicensed.id, 'Unlicensed plan');
    for (const [method, path, body] of [
      ['GET', `/v5/datasource/${plan}`, undefined],
      ['GET', `/v5/datasource/${plan}/candidates`, undefined],
      ['POST', `/v5/datasource/${plan}/import`, { wp_id: plan, ds_ids: [UNKNOWN_UUID] }],
      ['GET', `/v5/assets/${plan}`, undefined],
    ] as const) {
      const response = await api.call(ADMIN, method, path, body);
      expect(response.status, path).toBe(403);
      expect(response.body.key).toBe('errors.workPlannerNotLicensed');
    }
    const [source] = await list();
    expect((await api.call(VIEWER, 'PUT', `/v5/datasource/${planId}/order`, { wp_id: planId, ds_ids: [source!.id] })).status).toBe(403);
    expect((await api.call(VIEWER, 'DELETE', `/v5/datasource/${planId}/${source!.id}`)).status).toBe(403);
  });

  it("answers 404 for another plan's data source and leaves it", async () => {
    const [source] = await list();
    const response = await api.call(ADMIN, 'DELETE', `/v5/datasource/${otherPlanId}/${source!.id}`);
    expect(response.status).toBe(404);
    expect(await list()).toHaveLength(2);
  });

  it('stores a readable reason when an import fails, and tells the members', async () => {
    const member = await listen(VIEWER);
    // A completed run whose works were never stored (its reports not generated): nothing to copy.
    const bare = await seedSimulation(api.server, { portfolioId: fixture.id, workspaceId: fixture.workspaceIds[0]!, ...SMALL, status: 'completed', name: 'No works' });
    const plan = await makePlan(fixture.id, 'Failing plan');
    const source = await api.server.db
      .insertInto('work_plan_data_sources')
      .values({ work_plan_id: plan, order: 0, task_id: bare.taskId, simulation_id: bare.simulationId, simulation_name: bare.name, workspace_name: 'Workspace 1', import_status: 'queued', error_message: null, error_key: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.server.services.queue.enqueueImport(api.server.db, source.id);
    api.server.services.queue.wake();
    const [failed] = await waitForImports(plan);
    expect(failed).toMatchObject({
      import_status: 'failed',
      error_message: "The simulation's works could not be found. Please run the simulation again and import it then.",
      error_key: 'errors.dataSourceSimulationDataMissing',
      asset_count: 0,
      treatment_count: 0,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const events = member.received.filter((event) => event.event === 'data_source_import_task_status_updated' && event.data_source_id === source.id);
    expect(events.at(-1)).toMatchObject({
      status: 'failed',
      status_key: 'taskChip.failed',
      message: failed!.error_message,
      message_key: 'errors.dataSourceSimulationDataMissing',
      work_plan_id: plan,
      task_id: bare.taskId,
    });
    await member.close();
  });

  it('removes what a failed import copied, shows none of it, and imports the run again', { timeout: 120_000 }, async () => {
    const plan = await makePlan(fixture.id, 'Retried plan');
    // The snapshot's assets file goes missing after the works were copied: the import fails halfway.
    const task = await api.server.db.selectFrom('simulation_tasks').select(['data_snapshot_id', 'data_snapshot_version']).where('id', '=', larger.taskId).executeTakeFirstOrThrow();
    const version = api.server.db.updateTable('data_snapshot_versions').where('snapshot_id', '=', task.data_snapshot_id).where('version', '=', task.data_snapshot_version);
    const { blob_key: blobKey } = await api.server.db
      .selectFrom('data_snapshot_versions')
      .select('blob_key')
      .where('snapshot_id', '=', task.data_snapshot_id)
      .where('version', '=', task.data_snapshot_version)
      .executeTakeFirstOrThrow();
    await version.set({ blob_key: blobKey.replace(/[0-9a-f-]{36}$/, UNKNOWN_UUID) }).execute();
    try {
      expect((await api.call(EDITOR, 'POST', `/v5/datasource/${plan}/import`, { wp_id: plan, ds_ids: [larger.taskId] })).status).toBe(202);
    } finally {
      await waitForImports(plan);
      await version.set({ blob_key: blobKey }).execute();
    }
    const [failed] = await list(plan);
    expect(failed).toMatchObject({ task_id: larger.taskId, import_status: 'failed', error_message: IMPORT_FAILED, error_key: 'errors.dataSourceImportFailed', asset_count: 0, treatment_count: 0 });
    expect(await copiedRows(failed!.id)).toEqual([[], []]);
    const candidates = dataSourceCandidateListSchema.parse((await api.call(VIEWER, 'GET', `/v5/datasource/${plan}/candidates`)).body).contents;
    expect(candidates.find((candidate) => candidate.task_id === larger.taskId)).toMatchObject({ imported: false });

    // An asset row of an import that did not complete is not served.
    const [work] = await storedWorks(larger.taskId);
    await api.server.db.insertInto('work_plan_assets').values({ data_source_id: failed!.id, asset_id: work!.asset_id }).execute();
    expect((await api.call(VIEWER, 'GET', `/v5/assets/${plan}/${failed!.id}/${encodeURIComponent(work!.asset_id)}`)).status).toBe(404);
    expect(workPlanAssetPageSchema.parse((await api.call(VIEWER, 'GET', `/v5/assets/${plan}`)).body).total_count).toBe(0);

    const retried = await api.call(EDITOR, 'POST', `/v5/datasource/${plan}/import`, { wp_id: plan, ds_ids: [larger.taskId] });
    expect(retried.status).toBe(202);
    const [again] = await waitForImports(plan);
    const works = await storedWorks(larger.taskId);
    expect(again).toMatchObject({ task_id: larger.taskId, order: 0, import_status: 'completed', error_message: null, error_key: null, treatment_count: works.length });
    expect(again!.id).not.toBe(failed!.id);
    expect(await list(plan)).toHaveLength(1);
    expect(await copiedRows(failed!.id)).toEqual([[], []]);
    const offered = dataSourceCandidateListSchema.parse((await api.call(VIEWER, 'GET', `/v5/datasource/${plan}/candidates`)).body).contents;
    expect(offered.find((candidate) => candidate.task_id === larger.taskId)).toMatchObject({ imported: true });
  });

  it('keeps the copied works when the simulation is deleted, and says the task is gone', async () => {
    const deleted = await api.call(ADMIN, 'DELETE', `/simulations/${small.simulationId}`, { confirm_name: small.name });
    expect(deleted.status).toBe(204);
    const sources = await list();
    const orphan = sources.find((source) => source.simulation_name === small.name)!;
    const works = await api.server.db.selectFrom('task_works').select('work_no').where('task_id', '=', small.taskId).execute();
    expect(works).toEqual([]);
    expect(orphan).toMatchObject({ task_id: null, simulation_id: null, import_status: 'completed', task_notice: { key: 'errors.dataSourceTaskMissing', message: TASK_MISSING } });
    expect(orphan.treatment_count).toBeGreaterThan(0);
    const page = workPlanAssetPageSchema.parse((await api.call(VIEWER, 'GET', `/v5/assets/${planId}?source_id=${orphan.id}&limit=1000`)).body);
    expect(page.total_count).toBe(orphan.asset_count);
    const asset = workPlanAssetDetailSchema.parse((await api.call(VIEWER, 'GET', `/v5/assets/${planId}/${orphan.id}/${encodeURIComponent(page.contents[0]!.asset_id)}`)).body);
    expect(asset.proposed_treatments.length).toBeGreaterThan(0);
    expect(asset.life_cycle_unavailable).toEqual({ key: 'errors.assetLifeCycleUnavailable', message: LIFE_CYCLE_UNAVAILABLE });
    // The simulation can be imported into no plan now, and the list no longer offers it.
    const candidates = dataSourceCandidateListSchema.parse((await api.call(VIEWER, 'GET', `/v5/datasource/${planId}/candidates`)).body).contents;
    expect(candidates.map((candidate) => candidate.task_id)).toEqual([larger.taskId]);
  });

  it('deletes a data source for good, with its copied assets and treatments, and closes the gap', async () => {
    const [first, second] = await list();
    const before = await updatedAt();
    const response = await api.call(ADMIN, 'DELETE', `/v5/datasource/${planId}/${first!.id}`);
    expect(response.status).toBe(204);
    expect(await updatedAt()).toBeGreaterThan(before);
    expect((await planEvents()).at(-1)).toMatchObject({ action: 'work_plan.updated', details: { data_source_deleted: { id: first!.id, simulation_name: first!.simulation_name } } });
    expect((await list()).map((source) => [source.id, source.order])).toEqual([[second!.id, 0]]);
    expect(await copiedRows(first!.id)).toEqual([[], []]);
    expect((await api.call(ADMIN, 'DELETE', `/v5/datasource/${planId}/${first!.id}`)).status).toBe(404);
  });
});
