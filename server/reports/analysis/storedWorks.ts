import type { Db } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { LITE_GROUP } from '../reportGeneration';

/**
 * The analysis reads the works programme, stored with the lite reports: 409 until they are
 * generated. Returns the version of the stored works (when their generation completed), which
 * changes whenever they are stored again, so that answers can be kept per version.
 */
export async function requireStoredWorks(db: Db, taskId: string): Promise<string> {
  const lite = await db.selectFrom('task_reports').select(['status', 'updated_at']).where('task_id', '=', taskId).where('group_code', '=', LITE_GROUP).executeTakeFirst();
  if (lite?.status !== 'completed') {
    throw new HttpError(409, 'errors.reportNotReady', `Task ${taskId} has no works stored: its lite reports are not generated`);
  }
  return new Date(lite.updated_at).toISOString();
}

/**
 * Whether the run's works carry the asset attributes. A task's works are stored all at once, with
 * the register's attributes or (before migration 0008) without, so its first work tells.
 */
export async function attributesStored(db: Db, taskId: string): Promise<boolean> {
  const first = await db.selectFrom('task_works').select('asset_class').where('task_id', '=', taskId).orderBy('work_no').limit(1).executeTakeFirst();
  return first === undefined || first.asset_class !== null;
}
