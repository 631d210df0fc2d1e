import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { PortfolioListQuery, PortfolioSort, PortfolioSummary } from '../../src/api/schemas/portfolio.schema';
import type { Page } from '../../src/api/schemas/common.schema';

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

/** ILIKE treats % and _ as wildcards; a planner's search text means them literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The portfolios the user is a member of, one page, filtered and sorted in SQL. */
export async function listPortfoliosForUser(db: Db, userId: string, query: PortfolioListQuery): Promise<Page<PortfolioSummary>> {
  const filter = query.filter ? likePattern(query.filter) : null;
  const where = sql`m.user_id = ${userId} and (${filter}::text is null or p.name ilike ${filter} or p.id::text ilike ${filter} or o.email ilike ${filter})`;
  const offset = (query.page - 1) * query.page_size;
  const [rows, total] = await Promise.all([
    sql<{
      id: string;
      name: string;
      description: string;
      has_logo: boolean;
      updated_at: Date;
      created_at: Date;
      owner_id: string;
      owner_email: string;
      owner_first_name: string;
      owner_last_name: string;
      permission: 'Admin' | 'Editor' | 'Viewer';
      allow_inviting: boolean;
      plan: 'Enterprise' | 'Core' | 'Essentials';
      features: string[];
      workspace_count: number;
    }>`
      select p.id, p.name, p.description, p.logo is not null as has_logo, p.created_at, p.updated_at,
             o.id as owner_id, o.email as owner_email, o.first_name as owner_first_name, o.last_name as owner_last_name,
             m.permission, m.allow_inviting, s.plan,
             array(select distinct unnest(s.features || p.features) order by 1) as features,
             (select count(*)::int from workspaces w where w.portfolio_id = p.id) as workspace_count
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
    contents: rows.rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      logo_url: row.has_logo ? `/api/portfolios/${row.id}/logo` : null,
      owner: { id: row.owner_id, email: row.owner_email, first_name: row.owner_first_name, last_name: row.owner_last_name },
      workspace_count: row.workspace_count,
      permission: row.permission,
      can_invite: row.permission === 'Admin' || row.allow_inviting,
      plan: row.plan,
      features: row.features,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    })),
    current_page: query.page,
    page_size: query.page_size,
    total_count: totalCount,
    total_pages: Math.ceil(totalCount / query.page_size),
  };
}
