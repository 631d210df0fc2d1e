import type { Db } from '../db/database';
import { moveTask } from './taskStore';

/**
 * Stops a simulation's unfinished runs, or one of them. A task still waiting is cancelled at once;
 * a running one is asked to stop, and its worker cancels it at its next heartbeat (within a
 * second or two); when its simulation is deleted instead, the worker finds the task gone at that
 * heartbeat and stops all the same. Returns the tasks whose status changed at once.
 */
export async function cancelLiveTasks(trx: Db, target: { simulationId?: string; taskId?: string }): Promise<string[]> {
  let live = trx.selectFrom('simulation_tasks').select(['id', 'status']).where('status', 'in', ['new', 'queued', 'running']);
  if (target.simulationId) live = live.where('simulation_id', '=', target.simulationId);
  if (target.taskId) live = live.where('id', '=', target.taskId);
  const changed: string[] = [];
  for (const task of await live.forUpdate().execute()) {
    if (task.status === 'running') {
      await trx.updateTable('simulation_tasks').set({ cancel_requested: true }).where('id', '=', task.id).execute();
    } else if (await moveTask(trx, task.id, 'cancelled', { finished_at: new Date(), can_retry: true }, { from: ['new', 'queued'] })) {
      changed.push(task.id);
    }
  }
  return changed;
}
