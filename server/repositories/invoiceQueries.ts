import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Page } from '../../src/api/schemas/common.schema';
import type { Invoice } from '../../src/api/schemas/invoice.schema';

/** The invoices of the subscription the portfolio is billed to, newest first, one page. */
export async function listPortfolioInvoices(
  db: Db,
  portfolioId: string,
  query: { page: number; page_size: number },
): Promise<Page<Invoice>> {
  const subscriptionId = db.selectFrom('portfolios').select('subscription_id').where('id', '=', portfolioId);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('billing_invoices as i')
      .select([
        'i.id',
        'i.number',
        'i.billing_period',
        // Calendar dates as text: drivers turn a date into a Date at the process's local midnight.
        sql<string>`to_char(i.period_start, 'YYYY-MM-DD')`.as('period_start'),
        sql<string>`to_char(i.period_end, 'YYYY-MM-DD')`.as('period_end'),
        'i.issued_at',
        'i.due_at',
        'i.paid_at',
        'i.status',
        'i.currency',
        'i.subtotal_cents',
        'i.tax_cents',
        'i.total_cents',
      ])
      .where('i.subscription_id', '=', subscriptionId)
      .orderBy('i.issued_at', 'desc')
      .orderBy('i.number', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    db
      .selectFrom('billing_invoices as i')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('i.subscription_id', '=', subscriptionId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    contents: rows.map((row) => ({
      ...row,
      issued_at: row.issued_at.toISOString(),
      due_at: row.due_at.toISOString(),
      paid_at: row.paid_at ? row.paid_at.toISOString() : null,
    })),
    current_page: query.page,
    page_size: query.page_size,
    total_count: total.count,
    total_pages: Math.ceil(total.count / query.page_size),
  };
}
