import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { TaskWorksTable } from '../db/schema';

export type StoredWork = Selectable<TaskWorksTable>;

const BATCH_ROWS = 5_000;

/**
 * A run's works programme in funding order, a batch at a time: keyset pages on the primary key
 * (task_id, work_no), so each page is an index range and a million works never sit in memory.
 */
export async function* taskWorksBatches(db: Db, taskId: string, batchRows = BATCH_ROWS): AsyncGenerator<StoredWork[]> {
  let after = 0;
  for (;;) {
    const batch = await db
      .selectFrom('task_works')
      .selectAll()
      .where('task_id', '=', taskId)
      .where('work_no', '>', after)
      .orderBy('work_no')
      .limit(batchRows)
      .execute();
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < batchRows) return;
    after = batch[batch.length - 1]!.work_no;
  }
}

export async function countTaskWorks(db: Db, taskId: string): Promise<number> {
  const { count } = await db.selectFrom('task_works').select((eb) => eb.fn.countAll<string>().as('count')).where('task_id', '=', taskId).executeTakeFirstOrThrow();
  return Number(count);
}
