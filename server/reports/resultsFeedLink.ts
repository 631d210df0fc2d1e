import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { ResultsEndpoint } from '../../src/api/schemas/resultsFeed.schema';

/** The feed's path under the public URL; the token is the last segment. */
export const FEED_PATH = '/api/feeds/';

/** What the server keeps of a token: its SHA-256, so that a copy of the database opens no feed. */
export const hashFeedToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Gives the task a new results feed link, replacing any it had: the old token's hash is
 * overwritten in the same statement, so the old link stops working at once. The token itself is
 * returned this once and kept nowhere.
 */
export async function generateFeedLink(db: Db, input: { taskId: string; userId: string; publicUrl: string }): Promise<ResultsEndpoint> {
  const token = randomBytes(32).toString('base64url');
  // The upsert's created_at is the new link's, which the row type keeps out of updates.
  const { rows } = await sql<{ created_at: Date }>`
    insert into results_endpoints (task_id, token_hash, created_by) values (${input.taskId}, ${hashFeedToken(token)}, ${input.userId})
    on conflict (task_id) do update set token_hash = excluded.token_hash, created_by = excluded.created_by, created_at = now()
    returning created_at`.execute(db);
  const row = rows[0]!;
  return { exists: true, url: `${input.publicUrl}${FEED_PATH}${token}`, created_at: new Date(row.created_at).toISOString() };
}

/** Whether the task has a link; its address cannot be given again, only replaced. */
export async function feedLinkOf(db: Db, taskId: string): Promise<ResultsEndpoint> {
  const row = await db.selectFrom('results_endpoints').select('created_at').where('task_id', '=', taskId).executeTakeFirst();
  return { exists: row !== undefined, url: null, created_at: row?.created_at.toISOString() ?? null };
}

export async function revokeFeedLink(db: Db, taskId: string): Promise<void> {
  await db.deleteFrom('results_endpoints').where('task_id', '=', taskId).execute();
}

/** The task a token opens, with its simulation's name for the file name; undefined for an unknown, revoked or replaced token. */
export async function feedTarget(db: Db, token: string): Promise<{ taskId: string; simulationName: string } | undefined> {
  const row = await db
    .selectFrom('results_endpoints as e')
    .innerJoin('simulation_tasks as t', 't.id', 'e.task_id')
    .innerJoin('simulations as s', 's.id', 't.simulation_id')
    .select(['e.task_id', 's.name'])
    .where('e.token_hash', '=', hashFeedToken(token))
    .executeTakeFirst();
  return row && { taskId: row.task_id, simulationName: row.name };
}
