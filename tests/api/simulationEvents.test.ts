import { describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { benchmarkPackage } from '../../samples/lib/benchmark';
import { csvText } from '../../samples/lib/csvWriter';
import { makePortfolio } from './helpers/api';
import { publishPackage, sampleFiles, waitForTask } from './helpers/publish';
import { tinyRoads } from './helpers/packageFixture';
import { listenAs } from './helpers/realtimeListener';
import { useTestServer } from './helpers/useTestServer';

const EDITOR = 'editor@horizon.test';

/** The benchmark's generated package: large enough that a run lasts several heartbeats. */
function generatedPackage(assets: number) {
  const generated = benchmarkPackage(assets, 50_000_000);
  return { csv: Buffer.from(csvText(generated.header, generated.rows), 'utf8'), settings: generated.settings };
}

describe('a simulation run, followed', () => {
  const api = useTestServer('pglite');

  const listen = (email: string) => listenAs(api.server, email, 'events-test');

  it("tells the portfolio's members, and nobody else, of a new simulation and each change of its run", async () => {
    const fixture = await makePortfolio(api.server, { workspaces: 1 });
    const member = await listen(EDITOR);
    const outsider = await listen('outsider@horizon.test');
    const published = await publishPackage(api.call, EDITOR, fixture.id, tinyRoads(await sampleFiles('roads')));
    const created = await api.call(EDITOR, 'POST', `/workspaces/${fixture.workspaceIds[0]}/simulations`, {
      name: 'Followed',
      data_snapshot_id: published.snapshotId,
      simulation_settings_id: published.settingsId,
    });
    await waitForTask(api.call, EDITOR, created.body.current_task.id, ['completed']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mine = member.received.filter((event) => 'simulation_id' in event && event.simulation_id === created.body.id);
    expect(mine[0]).toMatchObject({ event: 'new_simulation_created', workspace_id: fixture.workspaceIds[0], simulation_id: created.body.id });
    // Queued with the simulation, running when a worker took it, completed: one event each.
    expect(mine.filter((event) => event.event === 'task_status_updated')).toHaveLength(3);
    expect(mine.every((event, k) => k === 0 || Date.parse(event.timestamp) >= Date.parse(mine[k - 1]!.timestamp))).toBe(true);
    expect(outsider.received).toEqual([]);
    await member.close();
    await outsider.close();
  });

  it('reports its progress and the time it still needs at least every 2 seconds while it runs', { timeout: 120_000 }, async () => {
    const fixture = await makePortfolio(api.server, { workspaces: 1 });
    const published = await publishPackage(api.call, EDITOR, fixture.id, generatedPackage(150_000));
    expect(published.upload.status).toBe(201);
    const created = await api.call(EDITOR, 'POST', `/workspaces/${fixture.workspaceIds[0]}/simulations`, {
      name: 'Large',
      data_snapshot_id: published.snapshotId,
      simulation_settings_id: published.settingsId,
    });
    const taskId = created.body.current_task.id as string;
    await waitForTask(api.call, EDITOR, taskId, ['running']);
    const changes: { at: number; progress: number; remaining: number | null }[] = [];
    let endedAt: number;
    for (;;) {
      const status = (await api.call(EDITOR, 'GET', `/tasks/${taskId}/status`)).body;
      if (status.status !== 'running') {
        endedAt = Date.now();
        break;
      }
      const last = changes.at(-1);
      if (!last || last.progress !== status.progress) changes.push({ at: Date.now(), progress: status.progress, remaining: status.sim_time_remaining });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // How fast the run goes depends on the machine: the progress moved, and no 2 seconds of the run,
    // up to its end, passed without a new figure.
    expect(changes.length).toBeGreaterThanOrEqual(2);
    const gaps = [...changes.slice(1).map((change, k) => change.at - changes[k]!.at), endedAt - changes.at(-1)!.at];
    expect(Math.max(...gaps)).toBeLessThanOrEqual(2_000);
    expect(changes.every((change, k) => k === 0 || change.progress > changes[k - 1]!.progress)).toBe(true);
    expect(changes.some((change) => change.remaining !== null && change.remaining >= 0)).toBe(true);
  });

  it('cancels a running task at its next heartbeat, and stores nothing of its run', { timeout: 120_000 }, async () => {
    const fixture = await makePortfolio(api.server, { workspaces: 1 });
    const published = await publishPackage(api.call, EDITOR, fixture.id, generatedPackage(150_000));
    const created = await api.call(EDITOR, 'POST', `/workspaces/${fixture.workspaceIds[0]}/simulations`, {
      name: 'Cancelled while running',
      data_snapshot_id: published.snapshotId,
      simulation_settings_id: published.settingsId,
    });
    const taskId = created.body.current_task.id as string;
    await waitForTask(api.call, EDITOR, taskId, ['running']);
    const response = await api.call(EDITOR, 'POST', `/tasks/${taskId}/requests`, { type: 'cancel' });
    expect(response.status).toBe(200);
    const ended = await waitForTask(api.call, EDITOR, taskId, ['cancelled', 'completed', 'failed']);
    expect(ended.body).toMatchObject({ status: 'cancelled', can_retry: true, has_results: false });
    expect(await api.server.db.selectFrom('task_results').select('task_id').where('task_id', '=', taskId).execute()).toEqual([]);
  });

  it('deleting a running simulation takes its task with it: nothing of the run is stored afterwards', { timeout: 120_000 }, async () => {
    const fixture = await makePortfolio(api.server, { workspaces: 1 });
    const published = await publishPackage(api.call, EDITOR, fixture.id, generatedPackage(150_000));
    const created = await api.call(EDITOR, 'POST', `/workspaces/${fixture.workspaceIds[0]}/simulations`, {
      name: 'Deleted while running',
      data_snapshot_id: published.snapshotId,
      simulation_settings_id: published.settingsId,
    });
    const lifeCycles = join(api.server.services.blobs.root, 'life-cycles');
    const files = async (folder: string) => (await readdir(folder).catch(() => [])).sort();
    const before = await files(lifeCycles);
    await waitForTask(api.call, EDITOR, created.body.current_task.id, ['running']);
    const deleted = await api.call(EDITOR, 'DELETE', `/simulations/${created.body.id}`, { confirm_name: 'Deleted while running' });
    expect(deleted.status).toBe(204);
    // The worker finds the task gone at its next heartbeat (a second) and ends the run; a run that
    // finished first would find no task to complete and drop its file.
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    expect(await files(lifeCycles)).toEqual(before);
    expect(await files(join(api.server.services.blobs.root, '.incoming'))).toEqual([]);
    expect(await api.server.db.selectFrom('task_results').select('task_id').where('task_id', '=', created.body.current_task.id).execute()).toEqual([]);
  });
});
