import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { Attachment, AttachmentInput } from '../../src/api/schemas/attachment.schema';

type Trx = Transaction<Database>;

/** The portfolio's resources in their order; or only the one whose id is given. */
export async function listAttachments(executor: Db, portfolioId: string, attachmentId: string | null = null): Promise<Attachment[]> {
  let query = executor
    .selectFrom('portfolio_attachments as a')
    .leftJoin('users as u', 'u.id', 'a.created_by')
    .select([
      'a.id',
      'a.name',
      'a.url',
      'a.description',
      'a.position',
      'a.created_at',
      'a.updated_at',
      'u.id as creator_id',
      'u.email as creator_email',
      'u.first_name as creator_first_name',
      'u.last_name as creator_last_name',
    ])
    .where('a.portfolio_id', '=', portfolioId)
    .orderBy('a.position');
  if (attachmentId) query = query.where('a.id', '=', attachmentId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    url: row.url,
    description: row.description,
    position: row.position,
    created_by: row.creator_id
      ? { id: row.creator_id, email: row.creator_email!, first_name: row.creator_first_name!, last_name: row.creator_last_name! }
      : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

/** Appends the resource at the end of the order; the caller holds the portfolio lock. */
export async function insertAttachment(trx: Trx, portfolioId: string, createdBy: string, input: AttachmentInput): Promise<string> {
  const row = await trx
    .insertInto('portfolio_attachments')
    .values((eb) => ({
      portfolio_id: portfolioId,
      name: input.name,
      url: input.url,
      description: input.description,
      created_by: createdBy,
      position: eb
        .selectFrom('portfolio_attachments')
        .select(sql<number>`coalesce(max(position) + 1, 0)`.as('next'))
        .where('portfolio_id', '=', portfolioId),
    }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAttachment(trx: Trx, portfolioId: string, attachmentId: string, input: AttachmentInput): Promise<void> {
  await trx
    .updateTable('portfolio_attachments')
    .set({ name: input.name, url: input.url, description: input.description, updated_at: new Date() })
    .where('portfolio_id', '=', portfolioId)
    .where('id', '=', attachmentId)
    .execute();
}

/** Removes the resource and closes the gap it leaves in the order; answers its name, if it existed. */
export async function deleteAttachment(trx: Trx, portfolioId: string, attachmentId: string): Promise<string | undefined> {
  const deleted = await trx
    .deleteFrom('portfolio_attachments')
    .where('portfolio_id', '=', portfolioId)
    .where('id', '=', attachmentId)
    .returning(['name', 'position'])
    .executeTakeFirst();
  if (!deleted) return undefined;
  await trx
    .updateTable('portfolio_attachments')
    .set((eb) => ({ position: eb('position', '-', 1) }))
    .where('portfolio_id', '=', portfolioId)
    .where('position', '>', deleted.position)
    .execute();
  return deleted.name;
}

export async function attachmentIds(trx: Trx, portfolioId: string): Promise<string[]> {
  const rows = await trx.selectFrom('portfolio_attachments').select('id').where('portfolio_id', '=', portfolioId).execute();
  return rows.map((row) => row.id);
}

/** Gives every resource its index in `ids` as position, in one statement (the unique key is deferrable). */
export async function reorderAttachments(trx: Trx, portfolioId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`
    update portfolio_attachments a
    set position = o.position::int - 1
    from unnest(${ids}::uuid[]) with ordinality as o(id, position)
    where a.portfolio_id = ${portfolioId} and a.id = o.id
  `.execute(trx);
}
