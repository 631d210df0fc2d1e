import type { Db } from '../db/database';
import type { Task } from '../../src/api/schemas/task.schema';
import { creatorOf } from './packageQueries';

function tasks(db: Db) {
  return db
    .selectFrom('simulation_tasks as t')
    .innerJoin('simulations as s', 's.id', 't.simulation_id')
    .leftJoin('users as u', 'u.id', 't.created_by')
    .leftJoin('task_results as r', 'r.task_id', 't.id')
    .select([
      't.id',
      't.simulation_id',
      's.workspace_id',
      't.status',
      't.progress',
      't.sim_time_remaining',
      't.error_messages',
      't.can_retry',
      't.data_snapshot_version',
      't.settings_version',
      't.created_at',
      't.started_at',
      't.finished_at',
      'r.task_id as results_task_id',
      'u.first_name',
      'u.last_name',
      'u.email',
    ]);
}

type TaskRow = Awaited<ReturnType<ReturnType<typeof tasks>['executeTakeFirstOrThrow']>>;

function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    simulation_id: row.simulation_id,
    workspace_id: row.workspace_id,
    category_name: 'Simulation',
    status: row.status,
    progress: row.progress,
    sim_time_remaining: row.status === 'running' ? row.sim_time_remaining : null,
    error_messages: row.error_messages,
    can_retry: row.can_retry,
    data_snapshot_version: row.data_snapshot_version,
    settings_version: row.settings_version,
    created_by: creatorOf(row),
    created_at: row.created_at.toISOString(),
    started_at: row.started_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
    duration_s: row.started_at && row.finished_at ? (row.finished_at.getTime() - row.started_at.getTime()) / 1000 : null,
    has_results: row.results_task_id !== null,
  };
}

/** A simulation's runs, newest first: its history. */
export async function listTasks(db: Db, simulationId: string): Promise<Task[]> {
  const rows = await tasks(db).where('t.simulation_id', '=', simulationId).orderBy('t.created_at', 'desc').orderBy('t.id').execute();
  return rows.map(toTask);
}

export async function taskById(db: Db, taskId: string): Promise<Task | undefined> {
  const row = await tasks(db).where('t.id', '=', taskId).executeTakeFirst();
  return row ? toTask(row) : undefined;
}
