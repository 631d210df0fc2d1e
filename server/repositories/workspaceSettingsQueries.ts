import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { z } from 'zod';
import type {
  SettingsItemInput,
  UdfFieldInput,
  WorkspaceSettings,
  workspaceSettingsInputSchema,
} from '../../src/api/schemas/workspaceSettings.schema';

type Trx = Transaction<Database>;

/** The three lists of named items, by the table each is kept in. */
const ITEM_TABLES = {
  funding_sources: 'workspace_funding_sources',
  status_items: 'workspace_status_items',
  priority_items: 'workspace_priority_items',
} as const;
type ItemList = keyof typeof ITEM_TABLES;
type ItemTable = (typeof ITEM_TABLES)[ItemList] | 'workspace_udf_fields';

const ITEM_LISTS = Object.keys(ITEM_TABLES) as ItemList[];

/** What PUT settings carries once parsed (names trimmed, options filled in). */
export type ParsedSettings = z.output<typeof workspaceSettingsInputSchema>;

const itemsOf = (executor: Db, table: (typeof ITEM_TABLES)[ItemList], workspaceId: string) =>
  executor.selectFrom(table).select(['id', 'name']).where('workspace_id', '=', workspaceId).orderBy('position').execute();

/** The four lists, each in the planner's order. */
export async function readWorkspaceSettings(executor: Db, workspaceId: string): Promise<WorkspaceSettings> {
  const [funding_sources, status_items, priority_items, udf_fields] = await Promise.all([
    itemsOf(executor, ITEM_TABLES.funding_sources, workspaceId),
    itemsOf(executor, ITEM_TABLES.status_items, workspaceId),
    itemsOf(executor, ITEM_TABLES.priority_items, workspaceId),
    executor
      .selectFrom('workspace_udf_fields')
      .select(['id', 'name', 'kind', 'options'])
      .where('workspace_id', '=', workspaceId)
      .orderBy('position')
      .execute(),
  ]);
  return { funding_sources, status_items, priority_items, udf_fields };
}

async function storedIds(trx: Trx, table: ItemTable, workspaceId: string): Promise<Set<string>> {
  const rows = await trx.selectFrom(table).select('id').where('workspace_id', '=', workspaceId).execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * The ids the client sent that its list does not hold (removed meanwhile, or another list's or
 * workspace's): saving those would write to items the client never saw.
 */
export async function unknownItemIds(trx: Trx, workspaceId: string, settings: ParsedSettings): Promise<string[]> {
  const lists: [ItemTable, { id?: string }[]][] = [
    ...ITEM_LISTS.map((list): [ItemTable, SettingsItemInput[]] => [ITEM_TABLES[list], settings[list]]),
    ['workspace_udf_fields', settings.udf_fields],
  ];
  const unknown = await Promise.all(
    lists.map(async ([table, items]) => {
      const stored = await storedIds(trx, table, workspaceId);
      return items.flatMap((item) => (item.id && !stored.has(item.id) ? [item.id] : []));
    }),
  );
  return unknown.flat();
}

/** Removes the stored items that the list no longer names. */
async function removeOthers(trx: Trx, table: ItemTable, workspaceId: string, items: { id?: string }[]): Promise<void> {
  const kept = items.flatMap((item) => (item.id ? [item.id] : []));
  let query = trx.deleteFrom(table).where('workspace_id', '=', workspaceId);
  if (kept.length > 0) query = query.where('id', 'not in', kept);
  await query.execute();
}

async function replaceItems(trx: Trx, table: (typeof ITEM_TABLES)[ItemList], workspaceId: string, items: SettingsItemInput[]): Promise<void> {
  await removeOthers(trx, table, workspaceId, items);
  for (const [position, item] of items.entries()) {
    if (item.id) {
      await trx.updateTable(table).set({ name: item.name, position }).where('id', '=', item.id).where('workspace_id', '=', workspaceId).execute();
    } else {
      await trx.insertInto(table).values({ workspace_id: workspaceId, name: item.name, position }).execute();
    }
  }
}

async function replaceUdfFields(trx: Trx, workspaceId: string, fields: UdfFieldInput[]): Promise<void> {
  await removeOthers(trx, 'workspace_udf_fields', workspaceId, fields);
  for (const [position, field] of fields.entries()) {
    const values = { name: field.name, kind: field.kind, options: field.options, position };
    if (field.id) {
      await trx.updateTable('workspace_udf_fields').set(values).where('id', '=', field.id).where('workspace_id', '=', workspaceId).execute();
    } else {
      await trx
        .insertInto('workspace_udf_fields')
        .values({ workspace_id: workspaceId, ...values })
        .execute();
    }
  }
}

/**
 * Makes the stored lists what the client sent, in its order: items sent with their id keep it
 * (a rename or a move is not a new item), the others are new, and those left out are removed.
 * The caller has checked the ids with `unknownItemIds` under the portfolio lock.
 */
export async function replaceWorkspaceSettings(trx: Trx, workspaceId: string, settings: ParsedSettings): Promise<void> {
  for (const list of ITEM_LISTS) await replaceItems(trx, ITEM_TABLES[list], workspaceId, settings[list]);
  await replaceUdfFields(trx, workspaceId, settings.udf_fields);
}
