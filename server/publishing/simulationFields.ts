import type { Db } from '../db/database';
import { HttpError } from '../http/httpError';

type Fields = { status_item_id: string | null; priority_item_id: string | null; udf_values: Record<string, string | number | null> };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A simulation's status, priority and user-defined field values must come from its workspace's
 * settings, each value of its field's kind (a list field's value one of its options).
 */
export async function checkSimulationFields(executor: Db, workspaceId: string, fields: Fields): Promise<void> {
  const refuse = (why: string) => {
    throw new HttpError(400, 'errors.simulationFieldsInvalid', why);
  };
  if (fields.status_item_id) {
    const found = await executor.selectFrom('workspace_status_items').select('id').where('id', '=', fields.status_item_id).where('workspace_id', '=', workspaceId).executeTakeFirst();
    if (!found) refuse(`status item ${fields.status_item_id} is not one of the workspace's`);
  }
  if (fields.priority_item_id) {
    const found = await executor.selectFrom('workspace_priority_items').select('id').where('id', '=', fields.priority_item_id).where('workspace_id', '=', workspaceId).executeTakeFirst();
    if (!found) refuse(`priority item ${fields.priority_item_id} is not one of the workspace's`);
  }
  const entries = Object.entries(fields.udf_values);
  if (entries.length === 0) return;
  const udfs = await executor.selectFrom('workspace_udf_fields').select(['id', 'kind', 'options']).where('workspace_id', '=', workspaceId).execute();
  const byId = new Map(udfs.map((udf) => [udf.id, udf]));
  for (const [id, value] of entries) {
    const udf = byId.get(id);
    if (!udf) refuse(`field ${id} is not one of the workspace's`);
    if (value === null || value === '') continue;
    const fits =
      udf!.kind === 'number'
        ? typeof value === 'number' && Number.isFinite(value)
        : udf!.kind === 'date'
          ? typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))
          : udf!.kind === 'list'
            ? typeof value === 'string' && udf!.options.includes(value)
            : typeof value === 'string';
    if (!fits) refuse(`field ${id} (${udf!.kind}) cannot hold ${JSON.stringify(value)}`);
  }
}
