import { sql } from 'kysely';
import type { Db } from '../db/database';
import { messageFor } from '../http/messages';

/** A build renews its record's lease this often while its process lives. */
const HEARTBEAT_MS = 30_000;
/** A building record not renewed for this long lost its process (a crash or a restart mid-build). */
const EXPORT_LEASE_MS = 2 * 60_000;

/** What a failed build leaves on its record: the generic message, the details go to the log. */
export const failedExport = () => ({ status: 'failed' as const, error_message: messageFor('errors.unexpected') });

/**
 * Renews the record's lease until the returned release is called. The database's clock, not the
 * process's, stamps the renewal, so that every process compares leases against the same clock.
 */
export function holdExportLease(db: Db, downloadId: string, log: (error: unknown) => void): () => void {
  const renew = () =>
    db
      .updateTable('export_downloads')
      .set({ heartbeat_at: sql<Date>`now()` })
      .where('id', '=', downloadId)
      .where('status', '=', 'building')
      .execute()
      .catch(log);
  const timer = setInterval(() => void renew(), HEARTBEAT_MS);
  return () => clearInterval(timer);
}

/** A record left building by a process that no longer renews it ends failed, like any failed build. */
export async function failAbandonedExport(db: Db, downloadId: string): Promise<void> {
  await db
    .updateTable('export_downloads')
    .set(failedExport())
    .where('id', '=', downloadId)
    .where('status', '=', 'building')
    .where('heartbeat_at', '<', sql<Date>`now() - interval '1 millisecond' * ${EXPORT_LEASE_MS}`)
    .execute();
}
