import type { Db } from '../db/database';
import type { UpdateObject } from 'kysely';
import type { Database, StoredTaskStatus } from '../db/schema';
import { TASK_TRANSITIONS } from './taskTransitions';

/** The statuses a task may be in to move to `to`. */
function sourcesOf(to: StoredTaskStatus): StoredTaskStatus[] {
  return (Object.keys(TASK_TRANSITIONS) as StoredTaskStatus[]).filter((from) => TASK_TRANSITIONS[from].includes(to));
}

/**
 * Every status change of a task is this one statement: it moves the task only from a status that
 * may lead to `to` (taskTransitions.ts), atomically, so two processes racing over one task (a
 * cancel and a completion, two workers after a lease ran out) cannot both win. `attempt` pins the
 * change to the worker's own claim. Returns the moved row, or undefined when the task was not in
 * a status that allows the move (or not at that attempt, or gone).
 */
export async function moveTask(
  executor: Db,
  taskId: string,
  to: StoredTaskStatus,
  fields: Omit<UpdateObject<Database, 'simulation_tasks'>, 'status' | 'id'> = {},
  options: { attempt?: number; from?: readonly StoredTaskStatus[] } = {},
) {
  const allowed = sourcesOf(to).filter((from) => !options.from || options.from.includes(from));
  if (allowed.length === 0) return undefined;
  let update = executor
    .updateTable('simulation_tasks')
    .set({ ...fields, status: to, status_changed_at: new Date() })
    .where('id', '=', taskId)
    .where('status', 'in', allowed);
  if (options.attempt !== undefined) update = update.where('attempt', '=', options.attempt);
  return update.returningAll().executeTakeFirst();
}
