import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_WORKSPACE_SETTINGS } from './demoCatalogue';

/** Every demo workspace gets the demo lists, in their order: one insert per list for all of them. */
export async function seedWorkspaceSettings(trx: Transaction<Database>, workspaceIds: string[]): Promise<void> {
  if (workspaceIds.length === 0) return;
  const items = (names: readonly string[]) =>
    workspaceIds.flatMap((workspace_id) => names.map((name, position) => ({ workspace_id, name, position })));
  await trx.insertInto('workspace_funding_sources').values(items(DEMO_WORKSPACE_SETTINGS.funding_sources)).execute();
  await trx.insertInto('workspace_status_items').values(items(DEMO_WORKSPACE_SETTINGS.status_items)).execute();
  await trx.insertInto('workspace_priority_items').values(items(DEMO_WORKSPACE_SETTINGS.priority_items)).execute();
  await trx
    .insertInto('workspace_udf_fields')
    .values(
      workspaceIds.flatMap((workspace_id) =>
        DEMO_WORKSPACE_SETTINGS.udf_fields.map(({ name, kind, options }, position) => ({ workspace_id, name, kind, options: [...options], position })),
      ),
    )
    .execute();
}
