import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dataSourceCandidateListSchema, dataSourceListSchema, type DataSource } from '../../src/api/schemas/dataSource.schema';
import { simulationDetailSchema } from '../../src/api/schemas/simulation.schema';
import { startTaskWorker } from '../../server/tasks/taskWorker';
import { DATABASE_KINDS } from '../support/testServer';
import { makePortfolio } from './helpers/api';
import { tinyRoads } from './helpers/packageFixture';
import { publishPackage, sampleFiles, waitForReports, waitForTask } from './helpers/publish';
import { listenAs } from './helpers/realtimeListener';
import { useTestServer } from './helpers/useTestServer';

const EDITOR = 'editor@horizon.test';
const VIEWER = 'viewer@horizon.test';
/** The words the planner reads on the data source and in the failure toast. */
const INTERRUPTED = 'The import stopped before it finished. Import the simulation again to try once more.';

/**
 * The issue: an import runs as a task, and a worker that dies mid-import leaves its data source
 * 'running'. The queue retries the job a few times (each try expiring with its dead worker); once
 * it has given up, nothing would ever finish that import, and a run already imported cannot be
 * imported again (SPEC 5). A worker that starts fails such imports with a message saying so,
 * leaves those whose job is still alive, and the planner imports the run again. The server under
 * test runs no worker of its own: the test starts them, as a restarted process would.
 */
describe.each(DATABASE_KINDS)('an import left running by a worker that died, on %s', (kind) => {
  const api = useTestServer(kind, { TASK_WORKER: 'off' });
  const startWorker = () => startTaskWorker({ db: api.server.db, services: api.server.services, concurrency: 1, leaseSeconds: 15, log: () => undefined });

  const makePlan = async (portfolioId: string, name: string) =>
    (await api.server.db.insertInto('work_plans').values({ portfolio_id: portfolioId, name }).returning('id').executeTakeFirstOrThrow()).id;

  const list = async (plan: string) => dataSourceListSchema.parse((await api.call(VIEWER, 'GET', `/v5/datasource/${plan}`)).body).contents;

  async function waitForImports(plan: string, timeoutMs = 60_000): Promise<DataSource[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const sources = await list(plan);
      if (sources.every((source) => source.import_status === 'completed' || source.import_status === 'failed')) return sources;
      if (Date.now() > deadline) throw new Error(`Imports still ${sources.map((source) => source.import_status).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /**
   * A data source whose import a worker had taken (its row 'running', an asset already copied)
   * when the worker died, its job now in `jobState`: 'failed' once the queue has used up its
   * tries, 'active' while it still counts on the worker.
   */
  async function importLeftRunning(plan: string, run: { taskId: string; simulationId: string }, jobState: 'failed' | 'active') {
    return api.server.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('work_plan_data_sources')
        .values({ work_plan_id: plan, order: 0, task_id: run.taskId, simulation_id: run.simulationId, simulation_name: 'Roads', workspace_name: 'Workspace 1', import_status: 'running', error_message: null, error_key: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await api.server.services.queue.enqueueImport(trx, id);
      // Before the job commits, so that no worker can take it.
      await sql`update pgboss.job set state = ${jobState}, started_on = now() where name = 'data-source-import' and data ->> 'taskId' = ${id}`.execute(trx);
      await trx.insertInto('work_plan_assets').values({ data_source_id: id, asset_id: 'RD-00001' }).execute();
      return id;
    });
  }

  const copiedAssets = async (sourceId: string) => api.server.db.selectFrom('work_plan_assets').select('asset_id').where('data_source_id', '=', sourceId).execute();

  it('is failed with a message saying so when a worker starts, and the planner imports the run again', { timeout: 180_000 }, async () => {
    // Core carries the 'papa' feature (SPEC 6): the Work Planner is licensed.
    const fixture = await makePortfolio(api.server, { subscription: 'HZN-COR-3107', workspaces: 1 });
    const stopFirst = await startWorker();
    const published = await publishPackage(api.call, EDITOR, fixture.id, tinyRoads(await sampleFiles('roads'), 20));
    const created = await api.call(EDITOR, 'POST', `/workspaces/${fixture.workspaceIds[0]}/simulations`, { name: 'Roads', data_snapshot_id: published.snapshotId, simulation_settings_id: published.settingsId });
    const simulation = simulationDetailSchema.parse(created.body);
    const run = { taskId: simulation.current_task!.id, simulationId: simulation.id };
    await waitForTask(api.call, EDITOR, run.taskId, ['completed']);
    await waitForReports(api.call, EDITOR, simulation.id);
    await stopFirst();

    const plan = await makePlan(fixture.id, 'Interrupted plan');
    const stuck = await importLeftRunning(plan, run, 'failed');
    const otherPlan = await makePlan(fixture.id, 'Plan still importing');
    const alive = await importLeftRunning(otherPlan, run, 'active');
    // Without a worker, nothing moves: the run counts as imported and cannot be imported again.
    expect((await list(plan))[0]).toMatchObject({ import_status: 'running' });
    expect((await api.call(EDITOR, 'POST', `/v5/datasource/${plan}/import`, { wp_id: plan, ds_ids: [run.taskId] })).status).toBe(400);

    const member = await listenAs(api.server, VIEWER, 'import-recovery-test');
    const stopWorker = await startWorker();
    try {
      const [failed] = await list(plan);
      expect(failed).toMatchObject({ id: stuck, import_status: 'failed', error_message: INTERRUPTED, error_key: 'errors.dataSourceImportInterrupted', asset_count: 0, treatment_count: 0 });
      expect(await copiedAssets(stuck)).toEqual([]);
      // A job the queue still counts on is left to it.
      expect((await list(otherPlan))[0]).toMatchObject({ id: alive, import_status: 'running', error_message: null });
      expect(await copiedAssets(alive)).toHaveLength(1);

      await expect.poll(() => member.received.filter((event) => event.event === 'data_source_import_task_status_updated' && event.data_source_id === stuck)).toEqual([
        expect.objectContaining({ status: 'failed', status_key: 'taskChip.failed', message: INTERRUPTED, message_key: 'errors.dataSourceImportInterrupted', work_plan_id: plan, task_id: run.taskId }),
      ]);
      const candidates = dataSourceCandidateListSchema.parse((await api.call(VIEWER, 'GET', `/v5/datasource/${plan}/candidates`)).body).contents;
      expect(candidates.find((candidate) => candidate.task_id === run.taskId)).toMatchObject({ imported: false });

      const retried = await api.call(EDITOR, 'POST', `/v5/datasource/${plan}/import`, { wp_id: plan, ds_ids: [run.taskId] });
      expect(retried.status).toBe(202);
      const [again] = await waitForImports(plan);
      const works = await api.server.db.selectFrom('task_works').select('work_no').where('task_id', '=', run.taskId).execute();
      expect(again).toMatchObject({ import_status: 'completed', error_message: null, treatment_count: works.length });
      expect(works.length).toBeGreaterThan(0);
    } finally {
      await member.close();
      await stopWorker();
    }
  });
});
