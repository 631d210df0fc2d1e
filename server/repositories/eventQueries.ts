import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { Page } from '../../src/api/schemas/common.schema';
import type { PortfolioEvent, PortfolioEventAction } from '../../src/api/schemas/portfolioEvent.schema';

/** Writes to the account and the deletion of a portfolio are audited without a portfolio. */
export type AccountEventAction =
  | 'portfolio.deleted'
  | 'profile.updated'
  | 'subscription.linked'
  | 'company_connection.saved'
  | 'company_connection.removed';

type PortfolioEventInput = {
  portfolioId: string;
  action: PortfolioEventAction;
  subjectType: PortfolioEvent['subject_type'];
};
type AccountEventInput = {
  portfolioId: null;
  action: AccountEventAction;
  subjectType: 'portfolio' | 'user' | 'subscription' | 'company_connection';
};

export type NewEvent = (PortfolioEventInput | AccountEventInput) & {
  actorId: string;
  subjectId: string | null;
  subjectName: string;
  details?: Record<string, unknown>;
};

/** The fields whose value changed, as { field: { from, to } }, for an event's details. */
export function fieldChanges<T extends object>(before: T, after: T): Record<string, { from: unknown; to: unknown }> {
  return Object.fromEntries(
    (Object.keys(after) as (keyof T & string)[])
      .filter((key) => before[key] !== after[key])
      .map((key) => [key, { from: before[key], to: after[key] }]),
  );
}

/** Takes a transaction so that the event commits, or not, together with the write it records. */
export async function recordEvent(trx: Transaction<Database>, event: NewEvent): Promise<void> {
  await trx
    .insertInto('activity_events')
    .values({
      portfolio_id: event.portfolioId,
      actor_id: event.actorId,
      action: event.action,
      subject_type: event.subjectType,
      subject_id: event.subjectId,
      subject_name: event.subjectName,
      details: JSON.stringify(event.details ?? {}),
    })
    .execute();
}

/** The portfolio's activity log, newest first, one page. */
export async function listPortfolioEvents(
  db: Db,
  portfolioId: string,
  query: { page: number; page_size: number },
): Promise<Page<PortfolioEvent>> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('activity_events as e')
      .leftJoin('users as a', 'a.id', 'e.actor_id')
      .select([
        'e.id',
        'e.action',
        'e.subject_type',
        'e.subject_id',
        'e.subject_name',
        'e.details',
        'e.created_at',
        'a.id as actor_id',
        'a.email as actor_email',
        'a.first_name as actor_first_name',
        'a.last_name as actor_last_name',
      ])
      .where('e.portfolio_id', '=', portfolioId)
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    db
      .selectFrom('activity_events')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('portfolio_id', '=', portfolioId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    contents: rows.map((row) => ({
      id: row.id,
      action: row.action as PortfolioEvent['action'],
      actor: row.actor_id
        ? { id: row.actor_id, email: row.actor_email!, first_name: row.actor_first_name!, last_name: row.actor_last_name! }
        : null,
      subject_type: row.subject_type as PortfolioEvent['subject_type'],
      subject_id: row.subject_id,
      subject_name: row.subject_name,
      details: row.details,
      created_at: row.created_at.toISOString(),
    })),
    current_page: query.page,
    page_size: query.page_size,
    total_count: total.count,
    total_pages: Math.ceil(total.count / query.page_size),
  };
}
