import type { Db } from '../db/database';

/**
 * How a route parameter leads to the portfolio its resource belongs to, through the owner chain
 * (a task's simulation, a simulation's workspace, a workspace's, snapshot's, settings' or work
 * plan's portfolio). An unknown id leads nowhere,
 * which answers 404 like a portfolio the caller is no member of. A new kind of id is one entry.
 */
export const PORTFOLIO_RESOLVERS = {
  pfId: async (_db: Db, id: string): Promise<string | undefined> => id,
  wsId: async (db: Db, id: string) =>
    (await db.selectFrom('workspaces').select('portfolio_id').where('id', '=', id).executeTakeFirst())?.portfolio_id,
  simId: async (db: Db, id: string) =>
    (
      await db
        .selectFrom('simulations as s')
        .innerJoin('workspaces as w', 'w.id', 's.workspace_id')
        .select('w.portfolio_id')
        .where('s.id', '=', id)
        .executeTakeFirst()
    )?.portfolio_id,
  taskId: async (db: Db, id: string) =>
    (
      await db
        .selectFrom('simulation_tasks as t')
        .innerJoin('simulations as s', 's.id', 't.simulation_id')
        .innerJoin('workspaces as w', 'w.id', 's.workspace_id')
        .select('w.portfolio_id')
        .where('t.id', '=', id)
        .executeTakeFirst()
    )?.portfolio_id,
  dsId: async (db: Db, id: string) =>
    (await db.selectFrom('data_snapshots').select('portfolio_id').where('id', '=', id).executeTakeFirst())?.portfolio_id,
  ssId: async (db: Db, id: string) =>
    (await db.selectFrom('simulation_settings').select('portfolio_id').where('id', '=', id).executeTakeFirst())?.portfolio_id,
  downloadId: async (db: Db, id: string) =>
    (
      await db
        .selectFrom('export_downloads as e')
        .innerJoin('simulation_tasks as t', 't.id', 'e.task_id')
        .innerJoin('simulations as s', 's.id', 't.simulation_id')
        .innerJoin('workspaces as w', 'w.id', 's.workspace_id')
        .select('w.portfolio_id')
        .where('e.id', '=', id)
        .executeTakeFirst()
    )?.portfolio_id,
  wpId: async (db: Db, id: string) =>
    (await db.selectFrom('work_plans').select('portfolio_id').where('id', '=', id).executeTakeFirst())?.portfolio_id,
} satisfies Record<string, (db: Db, id: string) => Promise<string | undefined>>;

export type PortfolioParam = keyof typeof PORTFOLIO_RESOLVERS;
