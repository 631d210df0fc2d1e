import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Page } from '../../src/api/schemas/common.schema';
import type { WorkspaceSummary } from '../../src/api/schemas/workspace.schema';
import { pageEnvelope } from './pageEnvelope';

/** The workspaces of every portfolio the user is a member of, most recently updated first, one page. */
export async function listWorkspacesForUser(db: Db, userId: string, query: { page: number; page_size: number }): Promise<Page<WorkspaceSummary>> {
  const memberWorkspaces = db
    .selectFrom('workspaces as w')
    .innerJoin('portfolios as p', 'p.id', 'w.portfolio_id')
    .innerJoin('portfolio_members as m', (join) => join.onRef('m.portfolio_id', '=', 'p.id').on('m.user_id', '=', userId));
  const [rows, total] = await Promise.all([
    memberWorkspaces
      .select([
        'w.id',
        'w.name',
        'w.description',
        'w.portfolio_id',
        'p.name as portfolio_name',
        sql<number>`(select count(*)::int from simulations s where s.workspace_id = w.id)`.as('simulation_count'),
        'w.created_at',
        'w.updated_at',
      ])
      // The id breaks ties so that paging never repeats or skips a workspace.
      .orderBy('w.updated_at', 'desc')
      .orderBy('w.id')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    memberWorkspaces.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  const contents = rows.map((row) => ({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() }));
  return pageEnvelope(contents, total.count, query);
}
