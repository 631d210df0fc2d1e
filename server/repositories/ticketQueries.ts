import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { SupportTicketsTable } from '../db/schema';
import type { Page } from '../../src/api/schemas/common.schema';
import type { Ticket, TicketInput } from '../../src/api/schemas/ticket.schema';
import { pageEnvelope } from './pageEnvelope';

const toTicket = (row: Selectable<SupportTicketsTable>): Ticket => ({
  id: row.id,
  summary: row.summary,
  description: row.description,
  type: row.type,
  status: row.status,
  support_info: { location: row.support_location, user_agent: row.support_user_agent },
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** Stores a new ticket of the user, open. */
export async function insertTicket(db: Db, userId: string, input: TicketInput): Promise<Ticket> {
  const row = await db
    .insertInto('support_tickets')
    .values({
      user_id: userId,
      summary: input.summary,
      description: input.description,
      type: input.type,
      support_location: input.support_info.location,
      support_user_agent: input.support_info.user_agent,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toTicket(row);
}

/** One page of the user's own tickets, newest first. */
export async function listTicketsOf(db: Db, userId: string, query: { page: number; page_size: number }): Promise<Page<Ticket>> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('support_tickets')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    db.selectFrom('support_tickets').select(sql<number>`count(*)::int`.as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return pageEnvelope(rows.map(toTicket), total.count, query);
}
