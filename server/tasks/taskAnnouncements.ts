import type { Db } from '../db/database';
import type { EventPublisher } from '../realtime/eventPublisher';

/** Tells each task's portfolio members that its status changed (SPEC 4 task_status_updated). */
export async function announceTasks(db: Db, events: EventPublisher, taskIds: readonly string[]): Promise<void> {
  if (taskIds.length === 0) return;
  const tasks = await db
    .selectFrom('simulation_tasks as t')
    .innerJoin('simulations as s', 's.id', 't.simulation_id')
    .innerJoin('workspaces as w', 'w.id', 's.workspace_id')
    .select(['t.id', 't.simulation_id', 's.workspace_id', 'w.portfolio_id'])
    .where('t.id', 'in', [...taskIds])
    .execute();
  await Promise.all(
    tasks.map((task) =>
      events.toPortfolio(db, task.portfolio_id, { event: 'task_status_updated', simulation_id: task.simulation_id, task_id: task.id, workspace_id: task.workspace_id }),
    ),
  );
}
