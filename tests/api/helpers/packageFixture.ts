import type { TestServer } from '../../support/testServer';
import type { StoredTaskStatus } from '../../../server/db/schema';
import { SnapshotImport } from '../../../server/publishing/snapshotImport';
import { parseSettings } from '../../../server/engine/packageParser';

/**
 * The first rows of the roads sample, without the strategy's forced and excluded works (they name
 * assets further down the file): a package that validates and runs in a blink.
 */
export function tinyRoads(files: { csv: Buffer; settings: Record<string, unknown> }, rows = 20): { csv: Buffer; settings: Record<string, unknown> } {
  const lines = files.csv.toString('utf8').split('\n');
  const strategy = { ...(files.settings.strategy as Record<string, unknown>), forced: [], excluded: [] };
  return { csv: Buffer.from(`${lines.slice(0, rows + 1).join('\n')}\n`, 'utf8'), settings: { ...files.settings, strategy } };
}

async function* once(bytes: Buffer) {
  yield bytes;
}

/**
 * A published snapshot and settings (version 1 each) and a simulation on them with one task of
 * the given status, written straight into the database and blob store: for tests about who may
 * call what, not about publishing.
 */
export async function seedSimulation(server: TestServer, input: { portfolioId: string; workspaceId: string; csv: Buffer; settings: unknown; status: StoredTaskStatus; name?: string }) {
  const { db, services } = server;
  const check = new SnapshotImport();
  const stored = await services.blobs.write('assets', once(input.csv), (chunk) => check.push(chunk));
  const outcome = check.finish();
  if (!outcome.ok) throw new Error(`The fixture's CSV is not valid: ${outcome.errors[0]?.message}`);
  const settings = parseSettings(input.settings);
  if (!settings.ok) throw new Error(`The fixture's settings are not valid: ${settings.errors[0]?.message}`);
  const snapshot = await db.insertInto('data_snapshots').values({ portfolio_id: input.portfolioId, name: 'Fixture network', created_by: null }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('data_snapshot_versions')
    .values({ snapshot_id: snapshot.id, version: 1, blob_key: stored.key, byte_size: stored.bytes, summary: JSON.stringify(outcome.contents), created_by: null })
    .execute();
  const model = await db.insertInto('simulation_settings').values({ portfolio_id: input.portfolioId, name: 'Fixture model', created_by: null }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('simulation_settings_versions').values({ settings_id: model.id, version: 1, settings: JSON.stringify(settings.settings), created_by: null }).execute();
  const name = input.name ?? 'Fixture simulation';
  const simulation = await db
    .insertInto('simulations')
    .values({
      workspace_id: input.workspaceId,
      name,
      data_snapshot_id: snapshot.id,
      data_snapshot_version: 1,
      settings_id: model.id,
      settings_version: 1,
      created_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const task = await db
    .insertInto('simulation_tasks')
    .values({
      simulation_id: simulation.id,
      status: input.status,
      data_snapshot_id: snapshot.id,
      data_snapshot_version: 1,
      settings_id: model.id,
      settings_version: 1,
      created_by: null,
      can_retry: input.status === 'failed' || input.status === 'cancelled',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { snapshotId: snapshot.id, settingsId: model.id, simulationId: simulation.id, taskId: task.id, name };
}
