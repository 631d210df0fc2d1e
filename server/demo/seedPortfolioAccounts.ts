import { sql, type Insertable, type Transaction } from 'kysely';
import type { ActivityEventsTable, BillingInvoicesTable, Database } from '../db/schema';

type Trx = Transaction<Database>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Organisation admins manage the company connection (SPEC 6). */
const ORGANISATION_ADMINS = ['admin@horizon.test', 'owner@horizon.test'];

/**
 * How each demo subscription is billed, in AUD excluding GST. The Essentials trial has no invoice
 * yet; the cancelled one stopped three months ago with its last invoice voided.
 */
const BILLING = [
  { code: 'HZN-ENT-2041', period: 'annual', priceCents: 4_800_000, count: 3, endsMonthsAgo: 0, voidLast: false },
  { code: 'HZN-COR-3107', period: 'monthly', priceCents: 145_000, count: 18, endsMonthsAgo: 0, voidLast: false },
  { code: 'HZN-COR-3190', period: 'monthly', priceCents: 145_000, count: 4, endsMonthsAgo: 0, voidLast: false },
  { code: 'HZN-ESS-5599', period: 'monthly', priceCents: 59_000, count: 10, endsMonthsAgo: 3, voidLast: true },
] as const;

const GST_RATE = 0.1;

/** Resources every portfolio starts with: its plan, the audit its data comes from, and the practice notes. */
const RESOURCES = [
  {
    name: (portfolio: string) => `Asset Management Plan – ${portfolio}`,
    url: (slug: string) => `https://docs.riverbend.example/asset-management-plans/${slug}`,
    description: 'Adopted plan: levels of service, lifecycle strategies and the 10-year financial forecast.',
  },
  {
    name: () => 'Condition audit photos and ratings',
    url: (slug: string) => `https://gis.riverbend.example/condition-audit/${slug}`,
    description: 'Field condition ratings (1 excellent to 5 very poor) from the latest audit, with photos per asset.',
  },
  {
    name: () => 'IPWEA practice notes',
    url: () => 'https://www.ipwea.org/',
    description: 'International Infrastructure Management Manual and practice notes on useful lives and condition.',
  },
] as const;

/** People invited before they had an account: their invitations stay pending. */
const PENDING_INVITATIONS = [
  { email: 'sam.taylor@horizon.test', permission: 'Editor' },
  { email: 'jordan.lee@horizon.test', permission: 'Viewer' },
] as const;

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function invoicesFor(subscriptionId: string, billing: (typeof BILLING)[number], now: Date): Insertable<BillingInvoicesTable>[] {
  const months = billing.period === 'annual' ? 12 : 1;
  const year = now.getUTCFullYear();
  // Annual terms renew on the 1st of the month four months back; monthly ones on the 1st of each month.
  const lastStartMonth = now.getUTCMonth() - billing.endsMonthsAgo - (billing.period === 'annual' ? 4 : 0);
  const invoices: Insertable<BillingInvoicesTable>[] = [];
  for (let n = 0; n < billing.count; n += 1) {
    const startMonth = lastStartMonth - (billing.count - 1 - n) * months;
    const start = Date.UTC(year, startMonth, 1);
    const end = Date.UTC(year, startMonth + months, 0);
    const issued = start + 9 * HOUR_MS;
    const latest = n === billing.count - 1;
    const status = latest && billing.voidLast ? 'void' : latest && billing.period === 'monthly' && billing.endsMonthsAgo === 0 ? 'open' : 'paid';
    const tax = Math.round(billing.priceCents * GST_RATE);
    invoices.push({
      subscription_id: subscriptionId,
      number: `INV-${billing.code.slice(-4)}-${String(n + 1).padStart(4, '0')}`,
      billing_period: billing.period,
      period_start: isoDate(start),
      period_end: isoDate(end),
      issued_at: new Date(issued),
      due_at: new Date(issued + 30 * DAY_MS),
      paid_at: status === 'paid' ? new Date(issued + (4 + (n % 6)) * DAY_MS) : null,
      status,
      subtotal_cents: billing.priceCents,
      tax_cents: tax,
      total_cents: billing.priceCents + tax,
    });
  }
  return invoices;
}

/**
 * Issue 4 on top of the foundation: profile organisations, organisation admins, invoices,
 * resources, a few pending invitations, and the activity log that this history would have left.
 */
export async function seedPortfolioAccounts(trx: Trx): Promise<void> {
  const now = new Date();
  await sql`update users u set organisation = o.name from organisations o where o.id = u.organisation_id and u.organisation = ''`.execute(trx);
  await trx.updateTable('users').set({ org_role: 'admin' }).where('email', 'in', ORGANISATION_ADMINS).execute();

  const subscriptions = await trx.selectFrom('subscriptions').select(['id', 'code']).execute();
  const invoices = BILLING.flatMap((billing) => {
    const subscription = subscriptions.find((row) => row.code === billing.code);
    return subscription ? invoicesFor(subscription.id, billing, now) : [];
  });
  if (invoices.length > 0) await trx.insertInto('billing_invoices').values(invoices).execute();

  const portfolios = await trx
    .selectFrom('portfolios')
    .select(['id', 'name', 'owner_id', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  const members = await trx
    .selectFrom('portfolio_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.portfolio_id', 'm.user_id', 'm.permission', 'm.allow_inviting', 'u.email'])
    .execute();

  const events: Insertable<ActivityEventsTable>[] = [];
  for (const [index, portfolio] of portfolios.entries()) {
    const created = portfolio.created_at.getTime();
    // Later history of a portfolio never lies in the future, however recently it was created.
    const at = (offsetMs: number) => new Date(Math.min(created + offsetMs, now.getTime() - HOUR_MS));
    const event = (offsetMs: number, fields: Omit<Insertable<ActivityEventsTable>, 'portfolio_id' | 'actor_id' | 'created_at'>) =>
      events.push({ portfolio_id: portfolio.id, actor_id: portfolio.owner_id, created_at: at(offsetMs), ...fields });

    event(0, { action: 'portfolio.created', subject_type: 'portfolio', subject_id: portfolio.id, subject_name: portfolio.name });
    for (const member of members.filter((m) => m.portfolio_id === portfolio.id && m.user_id !== portfolio.owner_id)) {
      event(HOUR_MS, {
        action: 'member.added',
        subject_type: 'member',
        subject_id: member.user_id,
        subject_name: member.email,
        details: JSON.stringify({ permission: member.permission, allow_inviting: member.allow_inviting }),
      });
    }

    const slug = slugOf(portfolio.name);
    const resources = RESOURCES.slice(0, (index % RESOURCES.length) + 1).map((resource, position) => ({
      portfolio_id: portfolio.id,
      name: resource.name(portfolio.name).slice(0, 100),
      url: resource.url(slug),
      description: resource.description,
      position,
      created_by: portfolio.owner_id,
      created_at: at((position + 1) * DAY_MS),
      updated_at: at((position + 1) * DAY_MS),
    }));
    const inserted = await trx.insertInto('portfolio_attachments').values(resources).returning(['id', 'name', 'url', 'created_at']).execute();
    for (const resource of inserted) {
      events.push({
        portfolio_id: portfolio.id,
        actor_id: portfolio.owner_id,
        created_at: resource.created_at,
        action: 'attachment.created',
        subject_type: 'attachment',
        subject_id: resource.id,
        subject_name: resource.name,
        details: JSON.stringify({ url: resource.url }),
      });
    }

    if (index < 3) {
      const invitations = await trx
        .insertInto('portfolio_invitations')
        .values(
          PENDING_INVITATIONS.map((invitation, n) => ({
            portfolio_id: portfolio.id,
            email: invitation.email,
            permission: invitation.permission,
            invited_by: portfolio.owner_id,
            created_at: at((4 + n) * DAY_MS),
            last_sent_at: at((4 + n) * DAY_MS),
          })),
        )
        .returning(['id', 'email', 'permission', 'created_at'])
        .execute();
      for (const invitation of invitations) {
        events.push({
          portfolio_id: portfolio.id,
          actor_id: portfolio.owner_id,
          created_at: invitation.created_at,
          action: 'member.invited',
          subject_type: 'invitation',
          subject_id: invitation.id,
          subject_name: invitation.email,
          details: JSON.stringify({ permission: invitation.permission, allow_inviting: false }),
        });
      }
    }
  }
  await trx.insertInto('activity_events').values(events).execute();
}
