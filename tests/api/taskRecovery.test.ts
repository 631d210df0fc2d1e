import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { createSimulationRunner } from '../../server/tasks/simulationRunner';
import { makePortfolio } from './helpers/api';
import { publishPackage, sampleFiles, waitForTask } from './helpers/publish';
import { useTestServer } from './helpers/useTestServer';

const EDITOR = 'editor@horizon.test';
const LEASE_SECONDS = 2;

/**
 * The issue: a task is safe to run twice; a worker killed mid-run leaves it to be picked up again
 * and it completes, and no partial results show meanwhile. The server under test runs no worker
 * of its own; the test plays two workers over its database, queue and storage, and kills the
 * first one's run (its engine thread ends, nothing is written, its lease stops being renewed).
 */
describe.each(DATABASE_KINDS)('a worker killed mid-run on %s', (kind) => {
  const api = useTestServer(kind, { TASK_WORKER: 'off', TASK_LEASE_SECONDS: String(LEASE_SECONDS) });

  const worker = () =>
    createSimulationRunner({ db: api.server.db, ...api.server.services, leaseSeconds: LEASE_SECONDS, log: () => undefined });
  const taskRow = (id: string) => api.server.db.selectFrom('simulation_tasks').select(['status', 'attempt', 'lease_until']).where('id', '=', id).executeTakeFirstOrThrow();
  const resultRows = (id: string) => api.server.db.selectFrom('task_results').select('task_id').where('task_id', '=', id).execute();

  it('leaves its task to another worker, which completes it', async () => {
    const fixture = await makePortfolio(api.server, { workspaces: 1 });
    const published = await publishPackage(api.call, EDITOR, fixture.id, await sampleFiles('water-mains'));
    const created = await api.call(EDITOR, 'POST', `/workspaces/${fixture.workspaceIds[0]}/simulations`, {
      name: 'Interrupted',
      data_snapshot_id: published.snapshotId,
      simulation_settings_id: published.settingsId,
    });
    const taskId = created.body.current_task.id as string;

    const first = worker();
    const running = first.run(taskId);
    while ((await taskRow(taskId)).status !== 'running') await new Promise((resolve) => setTimeout(resolve, 10));
    await first.startRecovery()();
    await running;

    expect(await taskRow(taskId)).toMatchObject({ status: 'running', attempt: 1 });
    expect(await resultRows(taskId)).toEqual([]);
    const meanwhile = await api.call(EDITOR, 'GET', `/simulations/${created.body.id}`);
    expect(meanwhile.body).toMatchObject({ report_status: 'in_progress', outcome: null });

    const second = worker();
    expect(await second.recover()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, (LEASE_SECONDS + 1) * 1000));
    expect(await second.recover()).toBe(1);
    expect((await taskRow(taskId)).status).toBe('queued');
    await api.server.services.queue.work(1, (id) => second.run(id));

    const done = await waitForTask(api.call, EDITOR, taskId, ['completed', 'failed']);
    expect(done.body).toMatchObject({ status: 'completed', has_results: true });
    expect(await taskRow(taskId)).toMatchObject({ attempt: 2, lease_until: null });
    expect(await resultRows(taskId)).toHaveLength(1);
  });
});
