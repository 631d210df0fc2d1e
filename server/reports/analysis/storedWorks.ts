import type { Db } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { worksStored } from '../taskWorks';

/** The analysis reads the works programme, stored with the lite reports: 409 until they are generated. */
export async function requireStoredWorks(db: Db, taskId: string): Promise<void> {
  if (!(await worksStored(db, taskId))) {
    throw new HttpError(409, 'errors.reportNotReady', `Task ${taskId} has no works stored: its lite reports are not generated`);
  }
}

/**
 * Whether the run's works carry the asset attributes. A task's works are stored all at once, with
 * the register's attributes or (before migration 0008) without, so its first work tells.
 */
export async function attributesStored(db: Db, taskId: string): Promise<boolean> {
  const first = await db.selectFrom('task_works').select('asset_class').where('task_id', '=', taskId).orderBy('work_no').limit(1).executeTakeFirst();
  return first === undefined || first.asset_class !== null;
}
