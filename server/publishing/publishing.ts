import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { BlobStore } from '../storage/blobStore';
import type { EventPublisher } from '../realtime/eventPublisher';
import type { TaskQueue } from '../tasks/taskQueue';
import type { PackageError } from '../../src/api/simulationPackage/errors';
import type { SimulationCreate } from '../../src/api/schemas/simulation.schema';
import { parseSettings } from '../engine/packageParser';
import { addSettingsVersion, addSnapshotVersion } from '../repositories/packageQueries';
import { recordEvent } from '../repositories/eventQueries';
import { announceTasks } from '../tasks/taskAnnouncements';
import { startTask } from '../tasks/startTask';
import { checkSimulationFields } from './simulationFields';
import { simulationInputs } from './simulationInputs';
import { SnapshotImport } from './snapshotImport';

export type Versioned = { ok: true; version: number } | { ok: false; errors: PackageError[] } | { ok: false; gone: true };

/**
 * A new version of a data snapshot from assets.csv as it streams in: stored while the engine's
 * row checks read it, kept only if every row passed. Completed runs on older versions become
 * outdated, and their portfolio's members are told.
 */
export async function importSnapshotVersion(
  services: { db: Db; blobs: BlobStore; events: EventPublisher },
  input: { snapshotId: string; source: AsyncIterable<Uint8Array>; userId: string },
): Promise<Versioned> {
  const { db, blobs, events } = services;
  const check = new SnapshotImport();
  const stored = await blobs.write('assets', input.source, (chunk) => check.push(chunk));
  const outcome = check.finish();
  if (!outcome.ok) {
    await blobs.remove(stored.key);
    return outcome;
  }
  const added = await addSnapshotVersion(db, { snapshotId: input.snapshotId, blobKey: stored.key, bytes: stored.bytes, contents: outcome.contents, userId: input.userId });
  if (!added) {
    await blobs.remove(stored.key);
    return { ok: false, gone: true };
  }
  await announceTasks(db, events, added.outdatedTasks);
  return { ok: true, version: added.version };
}

/** A new version of simulation settings, if settings.json passes the engine's schema. */
export async function importSettingsVersion(services: { db: Db; events: EventPublisher }, input: { settingsId: string; document: unknown; userId: string }): Promise<Versioned> {
  const parsed = parseSettings(input.document);
  if (!parsed.ok) return parsed;
  const added = await addSettingsVersion(services.db, { settingsId: input.settingsId, document: parsed.settings, userId: input.userId });
  if (!added) return { ok: false, gone: true };
  await announceTasks(services.db, services.events, added.outdatedTasks);
  return { ok: true, version: added.version };
}

type NewSimulation = Required<Pick<SimulationCreate, 'name' | 'description' | 'data_snapshot_id' | 'simulation_settings_id'>> &
  Pick<SimulationCreate, 'data_snapshot_version' | 'simulation_settings_version'> & {
    status_item_id: string | null;
    priority_item_id: string | null;
    udf_values: Record<string, string | number | null>;
  };

/**
 * A simulation in a workspace (locked by the caller's transaction) on the named versions, the
 * latest by default, with its first run queued (or invalid at once) and the publication logged.
 */
export async function createSimulation(
  trx: Transaction<Database>,
  queue: TaskQueue,
  input: { workspaceId: string; portfolioId: string; userId: string; simulation: NewSimulation },
): Promise<{ simulationId: string; taskId: string }> {
  const body = input.simulation;
  await checkSimulationFields(trx, input.workspaceId, body);
  const inputs = await simulationInputs(trx, input.portfolioId, {
    snapshotId: body.data_snapshot_id,
    snapshotVersion: body.data_snapshot_version,
    settingsId: body.simulation_settings_id,
    settingsVersion: body.simulation_settings_version,
  });
  const simulation = await trx
    .insertInto('simulations')
    .values({
      workspace_id: input.workspaceId,
      name: body.name,
      description: body.description,
      status_item_id: body.status_item_id,
      priority_item_id: body.priority_item_id,
      udf_values: JSON.stringify(body.udf_values),
      data_snapshot_id: inputs.snapshot.id,
      data_snapshot_version: inputs.snapshot.version,
      settings_id: inputs.settings.id,
      settings_version: inputs.settings.version,
      created_by: input.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const task = await startTask(trx, queue, { simulationId: simulation.id, ...inputs, userId: input.userId });
  await trx.updateTable('workspaces').set({ updated_at: new Date() }).where('id', '=', input.workspaceId).execute();
  await recordEvent(trx, {
    portfolioId: input.portfolioId,
    actorId: input.userId,
    action: 'simulation.published',
    subjectType: 'simulation',
    subjectId: simulation.id,
    subjectName: body.name,
    details: { workspace_id: input.workspaceId, data_snapshot_version: inputs.snapshot.version, settings_version: inputs.settings.version },
  });
  return { simulationId: simulation.id, taskId: task.id };
}

/** Once the simulation committed: wakes this process's workers and tells the portfolio's members. */
export async function announceSimulation(
  services: { db: Db; events: EventPublisher; queue: TaskQueue },
  created: { portfolioId: string; workspaceId: string; simulationId: string; taskId: string },
) {
  const { db, events } = services;
  services.queue.wake();
  await events.toPortfolio(db, created.portfolioId, { event: 'new_simulation_created', workspace_id: created.workspaceId, simulation_id: created.simulationId });
  await announceTasks(db, events, [created.taskId]);
}
