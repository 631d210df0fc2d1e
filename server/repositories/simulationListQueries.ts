import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Page } from '../../src/api/schemas/common.schema';
import type { SimulationSummary } from '../../src/api/schemas/simulation.schema';
import { pageEnvelope } from './pageEnvelope';

/** The simulations in every portfolio the user is a member of, most recently updated first, one page. */
export async function listSimulationsForUser(db: Db, userId: string, query: { page: number; page_size: number }): Promise<Page<SimulationSummary>> {
  const memberSimulations = db
    .selectFrom('simulations as s')
    .innerJoin('workspaces as w', 'w.id', 's.workspace_id')
    .innerJoin('portfolios as p', 'p.id', 'w.portfolio_id')
    .innerJoin('portfolio_members as m', (join) => join.onRef('m.portfolio_id', '=', 'p.id').on('m.user_id', '=', userId));
  const [rows, total] = await Promise.all([
    memberSimulations
      .select([
        's.id',
        's.name',
        's.description',
        's.workspace_id',
        'w.name as workspace_name',
        'p.id as portfolio_id',
        'p.name as portfolio_name',
        's.created_at',
        's.updated_at',
      ])
      // The id breaks ties so that paging never repeats or skips a simulation.
      .orderBy('s.updated_at', 'desc')
      .orderBy('s.id')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    memberSimulations.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  const contents = rows.map((row) => ({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() }));
  return pageEnvelope(contents, total.count, query);
}
