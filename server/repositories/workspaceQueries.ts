import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { WorkspaceDetail, WorkspaceUpdate } from '../../src/api/schemas/workspace.schema';
import { allowedActions } from '../../src/api/schemas/portfolioPermission.schema';
import { memberWorkspaces, SUMMARY_COLUMNS, toSummary } from './workspaceListQueries';
import { readWorkspaceSettings } from './workspaceSettingsQueries';

type Trx = Transaction<Database>;

/** One workspace as a member of its portfolio sees it; nothing for anyone else or an unknown id. */
export async function workspaceDetailFor(executor: Db, userId: string, workspaceId: string): Promise<WorkspaceDetail | undefined> {
  const row = await memberWorkspaces(executor, userId)
    .select([...SUMMARY_COLUMNS, 'm.permission', 'm.allow_inviting'])
    .where('w.id', '=', workspaceId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toSummary(row),
    permission: row.permission,
    allowed_actions: allowedActions(row),
    settings: await readWorkspaceSettings(executor, workspaceId),
  };
}

export async function insertWorkspace(trx: Trx, portfolioId: string, input: WorkspaceUpdate): Promise<string> {
  const row = await trx
    .insertInto('workspaces')
    .values({ portfolio_id: portfolioId, name: input.name, description: input.description })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The workspace's name and description, held until the transaction ends; nothing if it is gone.
 * The lock leaves rows that merely reference the workspace (a new simulation) free to be written.
 */
export async function lockWorkspace(trx: Trx, workspaceId: string): Promise<WorkspaceUpdate | undefined> {
  return trx.selectFrom('workspaces').select(['name', 'description']).where('id', '=', workspaceId).forNoKeyUpdate().executeTakeFirst();
}

export async function updateWorkspace(trx: Trx, workspaceId: string, input: WorkspaceUpdate): Promise<void> {
  await trx
    .updateTable('workspaces')
    .set({ name: input.name, description: input.description, updated_at: new Date() })
    .where('id', '=', workspaceId)
    .execute();
}

/** A change to the settings counts as a change to the workspace: it moves up the lists. */
export async function touchWorkspace(trx: Trx, workspaceId: string): Promise<void> {
  await trx.updateTable('workspaces').set({ updated_at: new Date() }).where('id', '=', workspaceId).execute();
}

/** Its settings and simulations go with it (on delete cascade). */
export async function deleteWorkspace(trx: Trx, workspaceId: string): Promise<void> {
  await trx.deleteFrom('workspaces').where('id', '=', workspaceId).execute();
}
