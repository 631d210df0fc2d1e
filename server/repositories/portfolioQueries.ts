import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type {
  PortfolioDetail,
  PortfolioInput,
  PortfolioListQuery,
  PortfolioSort,
  PortfolioSummary,
} from '../../src/api/schemas/portfolio.schema';
import type { Page } from '../../src/api/schemas/common.schema';
import type { Permission } from '../../src/api/schemas/user.schema';
import type { Plan, SubscriptionStatus } from '../../src/api/schemas/subscription.schema';
import { allowedActions, mayPerform } from '../../src/api/schemas/portfolioPermission.schema';
import { API_PREFIX } from '../../src/api/paths/definePath';
import { portfolioPaths } from '../../src/api/paths/portfolioPaths';
import { likePattern } from './likePattern';

type Trx = Transaction<Database>;

const SORT_COLUMNS = {
  name: sql`lower(p.name)`,
  created_at: sql`p.created_at`,
  updated_at: sql`p.updated_at`,
  owner_email: sql`lower(o.email)`,
  workspace_count: sql`workspace_count`,
} as const;

function orderBy(sort: PortfolioSort) {
  const descending = sort.startsWith('-');
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  // The id breaks ties so that paging never repeats or skips a portfolio.
  return descending ? sql`${column} desc, p.id` : sql`${column} asc, p.id`;
}

/** Logos are public (an <img> sends no bearer token), so their URL carries the content hash. */
export const logoUrl = (portfolioId: string, hash: string) => `${API_PREFIX}${portfolioPaths.logo.url({ pfId: portfolioId, hash })}`;

type SummaryRow = {
  id: string;
  name: string;
  description: string;
  logo_hash: string | null;
  updated_at: Date;
  created_at: Date;
  owner_id: string;
  owner_email: string;
  owner_first_name: string;
  owner_last_name: string;
  permission: Permission;
  allow_inviting: boolean;
  plan: Plan;
  features: string[];
  workspace_count: number;
};

const SUMMARY_COLUMNS = sql`
  p.id, p.name, p.description, p.logo_hash, p.created_at, p.updated_at,
  o.id as owner_id, o.email as owner_email, o.first_name as owner_first_name, o.last_name as owner_last_name,
  m.permission, m.allow_inviting, s.plan,
  array(select distinct unnest(s.features || p.features) order by 1) as features,
  (select count(*)::int from workspaces w where w.portfolio_id = p.id) as workspace_count`;

function toSummary(row: SummaryRow): PortfolioSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logo_url: row.logo_hash ? logoUrl(row.id, row.logo_hash) : null,
    owner: { id: row.owner_id, email: row.owner_email, first_name: row.owner_first_name, last_name: row.owner_last_name },
    workspace_count: row.workspace_count,
    permission: row.permission,
    can_invite: mayPerform(row, 'members.invite'),
    plan: row.plan,
    features: row.features,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The portfolios the user is a member of, one page, filtered and sorted in SQL. */
export async function listPortfoliosForUser(db: Db, userId: string, query: PortfolioListQuery): Promise<Page<PortfolioSummary>> {
  const filter = query.filter ? likePattern(query.filter) : null;
  const where = sql`m.user_id = ${userId} and (${filter}::text is null or p.name ilike ${filter} or p.id::text ilike ${filter} or o.email ilike ${filter})`;
  const offset = (query.page - 1) * query.page_size;
  const [rows, total] = await Promise.all([
    sql<SummaryRow>`
      select ${SUMMARY_COLUMNS}
      from portfolios p
      join portfolio_members m on m.portfolio_id = p.id
      join users o on o.id = p.owner_id
      join subscriptions s on s.id = p.subscription_id
      where ${where}
      order by ${orderBy(query.sort)}
      limit ${query.page_size} offset ${offset}
    `.execute(db),
    sql<{ count: number }>`
      select count(*)::int as count
      from portfolios p
      join portfolio_members m on m.portfolio_id = p.id
      join users o on o.id = p.owner_id
      where ${where}
    `.execute(db),
  ]);
  const totalCount = total.rows[0]?.count ?? 0;
  return {
    contents: rows.rows.map(toSummary),
    current_page: query.page,
    page_size: query.page_size,
    total_count: totalCount,
    total_pages: Math.ceil(totalCount / query.page_size),
  };
}

/** One portfolio as its member sees it; nothing for a non-member. */
export async function portfolioDetailFor(executor: Db, userId: string, portfolioId: string): Promise<PortfolioDetail | undefined> {
  const result = await sql<
    SummaryRow & { subscription_status: SubscriptionStatus; member_count: number; pending_invitation_count: number; attachment_count: number }
  >`
    select ${SUMMARY_COLUMNS}, s.status as subscription_status,
           (select count(*)::int from portfolio_members pm where pm.portfolio_id = p.id) as member_count,
           (select count(*)::int from portfolio_invitations i where i.portfolio_id = p.id) as pending_invitation_count,
           (select count(*)::int from portfolio_attachments a where a.portfolio_id = p.id) as attachment_count
    from portfolios p
    join portfolio_members m on m.portfolio_id = p.id and m.user_id = ${userId}
    join users o on o.id = p.owner_id
    join subscriptions s on s.id = p.subscription_id
    where p.id = ${portfolioId}
  `.execute(executor);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    ...toSummary(row),
    subscription_status: row.subscription_status,
    member_count: row.member_count,
    pending_invitation_count: row.pending_invitation_count,
    attachment_count: row.attachment_count,
    allowed_actions: allowedActions(row),
  };
}

export type SubscriptionSlots = { id: string; status: string; portfolio_limit: number; used: number };

/**
 * The user's own subscription, locked until the transaction ends so that two creations cannot
 * both take its last free slot. The slots are counted after the lock is granted: a count in the
 * locking statement itself would still see the snapshot from before a concurrent creation committed.
 */
export async function lockSubscriptionSlots(trx: Trx, userId: string): Promise<SubscriptionSlots | undefined> {
  const subscription = await trx
    .selectFrom('users as u')
    .innerJoin('subscriptions as s', 's.id', 'u.subscription_id')
    .select(['s.id', 's.status', 's.portfolio_limit'])
    .where('u.id', '=', userId)
    .forUpdate('s')
    .executeTakeFirst();
  if (!subscription) return undefined;
  const used = await trx
    .selectFrom('portfolios')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('subscription_id', '=', subscription.id)
    .executeTakeFirstOrThrow();
  return { ...subscription, used: used.count };
}

/** A new portfolio on the subscription, with its creator as owner and Admin. */
export async function insertPortfolio(trx: Trx, options: { ownerId: string; subscriptionId: string; input: PortfolioInput }): Promise<string> {
  const portfolio = await trx
    .insertInto('portfolios')
    .values({
      name: options.input.name,
      description: options.input.description,
      subscription_id: options.subscriptionId,
      owner_id: options.ownerId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('portfolio_members')
    .values({ portfolio_id: portfolio.id, user_id: options.ownerId, permission: 'Admin', allow_inviting: true })
    .execute();
  return portfolio.id;
}

/** Replaces the name and description; answers what they were, for the activity log. */
export async function updatePortfolio(trx: Trx, portfolioId: string, input: PortfolioInput): Promise<PortfolioInput> {
  const before = await trx
    .selectFrom('portfolios')
    .select(['name', 'description'])
    .where('id', '=', portfolioId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('portfolios')
    .set({ name: input.name, description: input.description, updated_at: new Date() })
    .where('id', '=', portfolioId)
    .execute();
  return before;
}

/** Members, invitations, resources, workspaces and its activity log go with it (on delete cascade). */
export async function deletePortfolio(trx: Trx, portfolioId: string): Promise<void> {
  await trx.deleteFrom('portfolios').where('id', '=', portfolioId).execute();
}

export async function setPortfolioLogo(
  trx: Trx,
  portfolioId: string,
  logo: { bytes: Buffer; contentType: string; hash: string },
): Promise<void> {
  await trx
    .updateTable('portfolios')
    .set({ logo: logo.bytes, logo_content_type: logo.contentType, logo_hash: logo.hash, updated_at: new Date() })
    .where('id', '=', portfolioId)
    .execute();
}

/** The logo stored under this hash; a replaced logo's old URL finds nothing. */
export async function findPortfolioLogo(db: Db, portfolioId: string, hash: string) {
  return db
    .selectFrom('portfolios')
    .select(['logo', 'logo_content_type'])
    .where('id', '=', portfolioId)
    .where('logo_hash', '=', hash)
    .executeTakeFirst();
}
