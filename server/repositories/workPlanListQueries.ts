import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Page } from '../../src/api/schemas/common.schema';
import type { WorkPlanSummary } from '../../src/api/schemas/workPlan.schema';
import type { PortfolioFeature } from '../permissions/routeRule';
import { pageEnvelope } from './pageEnvelope';
import { workPlanSummaryCounts } from './workPlanQueries';

/**
 * The work plans of every portfolio the user is a member of and may plan in, most recently updated
 * first, one page. A portfolio plans with the 'papa' feature, its own or its subscription's, as
 * every work plan route demands (routeAuthorization's requireFeature).
 */
export async function listWorkPlansForUser(db: Db, userId: string, query: { page: number; page_size: number }): Promise<Page<WorkPlanSummary>> {
  const feature: PortfolioFeature = 'papa';
  const memberWorkPlans = db
    .selectFrom('work_plans as wp')
    .innerJoin('portfolios as p', 'p.id', 'wp.portfolio_id')
    .innerJoin('portfolio_members as m', (join) => join.onRef('m.portfolio_id', '=', 'p.id').on('m.user_id', '=', userId))
    .leftJoin('subscriptions as sub', 'sub.id', 'p.subscription_id')
    .where(sql<boolean>`(${feature} = any(p.features) or ${feature} = any(coalesce(sub.features, '{}')))`);
  const [rows, total] = await Promise.all([
    memberWorkPlans
      .select(['wp.id', 'wp.name', 'wp.description', 'wp.portfolio_id', 'p.name as portfolio_name', 'wp.created_at', 'wp.updated_at', ...workPlanSummaryCounts])
      // The id breaks ties so that paging never repeats or skips a work plan.
      .orderBy('wp.updated_at', 'desc')
      .orderBy('wp.id')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    memberWorkPlans.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  const contents = rows.map((row) => ({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() }));
  return pageEnvelope(contents, total.count, query);
}
