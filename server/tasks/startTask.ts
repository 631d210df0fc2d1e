import type { Db } from '../db/database';
import type { SimulationSettings } from '../../src/api/simulationPackage/settings.schema';
import type { SnapshotContents } from '../publishing/snapshotImport';
import { packageFitErrors } from '../publishing/packageFit';
import { HttpError } from '../http/httpError';
import { moveTask } from './taskStore';
import { LIVE_STATUSES } from './taskTransitions';
import type { TaskQueue } from './taskQueue';

export type TaskInputs = {
  simulationId: string;
  snapshot: { id: string; version: number; contents: SnapshotContents };
  settings: { id: string; version: number; document: SimulationSettings };
  userId: string;
};

/**
 * A new run of a simulation, inside the caller's transaction, refused while another is live (one
 * run at a time, whichever way it was asked for: publishing, re-run or retry). Data and settings that cannot run
 * together (a criterion without its condition column, a condition off the settings' scale) make
 * the task invalid at once, with the engine's messages; otherwise its job is queued with it.
 */
export async function startTask(trx: Db, queue: TaskQueue, inputs: TaskInputs): Promise<{ id: string; status: 'queued' | 'invalid' }> {
  const live = await trx.selectFrom('simulation_tasks').select('id').where('simulation_id', '=', inputs.simulationId).where('status', 'in', [...LIVE_STATUSES]).executeTakeFirst();
  if (live) throw new HttpError(400, 'errors.simulationAlreadyRunning', `Task ${live.id} has not finished`);
  const task = await trx
    .insertInto('simulation_tasks')
    .values({
      simulation_id: inputs.simulationId,
      status: 'new',
      data_snapshot_id: inputs.snapshot.id,
      data_snapshot_version: inputs.snapshot.version,
      settings_id: inputs.settings.id,
      settings_version: inputs.settings.version,
      created_by: inputs.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const errors = packageFitErrors(inputs.settings.document, inputs.snapshot.contents);
  if (errors.length > 0) {
    await moveTask(trx, task.id, 'invalid', { finished_at: new Date(), error_messages: JSON.stringify(errors), can_retry: false });
    return { id: task.id, status: 'invalid' };
  }
  await queue.enqueue(trx, task.id);
  await moveTask(trx, task.id, 'queued');
  return { id: task.id, status: 'queued' };
}
