import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { StoredTaskStatus } from '../db/schema';
import type { Page } from '../../src/api/schemas/common.schema';
import type { WorkspaceListQuery, WorkspaceSummary } from '../../src/api/schemas/workspace.schema';
import { likePattern } from './likePattern';
import { pageEnvelope } from './pageEnvelope';

/** Which workspaces a list covers: every portfolio the user is a member of, or one of them. */
export type WorkspaceScope = { userId: string; portfolioId?: string };

/** The workspaces of the user's portfolios, with the membership that lets the user see each. */
export function memberWorkspaces(executor: Db, userId: string) {
  return executor
    .selectFrom('workspaces as w')
    .innerJoin('portfolios as p', 'p.id', 'w.portfolio_id')
    .innerJoin('portfolio_members as m', (join) => join.onRef('m.portfolio_id', '=', 'p.id').on('m.user_id', '=', userId));
}

/** What a list shows of each workspace, as selected from `memberWorkspaces`. */
export const SUMMARY_COLUMNS = [
  'w.id',
  'w.name',
  'w.description',
  'w.portfolio_id',
  'p.name as portfolio_name',
  sql<number>`(select count(*)::int from simulations s where s.workspace_id = w.id)`.as('simulation_count'),
  sql<StoredTaskStatus | null>`(
    select t.status from simulation_tasks t join simulations s on s.id = t.simulation_id
    where s.workspace_id = w.id order by t.created_at desc, t.id limit 1
  )`.as('latest_task_status'),
  'w.created_at',
  'w.updated_at',
] as const;

type SummaryRow = Omit<WorkspaceSummary, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

export const toSummary = (row: SummaryRow): WorkspaceSummary => ({
  id: row.id,
  name: row.name,
  description: row.description,
  portfolio_id: row.portfolio_id,
  portfolio_name: row.portfolio_name,
  simulation_count: row.simulation_count,
  latest_task_status: row.latest_task_status,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** One page of the workspaces in scope whose name contains `q`, most recently updated first. */
export async function listWorkspaces(db: Db, scope: WorkspaceScope, query: WorkspaceListQuery): Promise<Page<WorkspaceSummary>> {
  let inScope = memberWorkspaces(db, scope.userId);
  if (scope.portfolioId) inScope = inScope.where('w.portfolio_id', '=', scope.portfolioId);
  if (query.q) inScope = inScope.where('w.name', 'ilike', likePattern(query.q));
  const [rows, total] = await Promise.all([
    inScope
      .select(SUMMARY_COLUMNS)
      // The id breaks ties so that paging never repeats or skips a workspace.
      .orderBy('w.updated_at', 'desc')
      .orderBy('w.id')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    inScope.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return pageEnvelope(rows.map(toSummary), total.count, query);
}
