import type { Db } from '../db/database';
import type { Permission } from '../../src/api/schemas/user.schema';

export type PortfolioMembership = {
  portfolio_id: string;
  portfolio_name: string;
  permission: Permission;
  allow_inviting: boolean;
};

/**
 * The user's membership of a portfolio, or nothing for a non-member or an unknown portfolio.
 * With `lock` (inside a transaction) the portfolio row is held until commit first, so that writes
 * to one portfolio's members and resources run one after another (last-Admin checks, positions)
 * while inserts of rows that merely reference the portfolio are not blocked. The membership is
 * read after the lock is granted: a locking statement that joins it would still answer the
 * membership from before the write it waited for (a demotion or removal).
 */
export async function findMembership(
  executor: Db,
  userId: string,
  portfolioId: string,
  options: { lock?: boolean } = {},
): Promise<PortfolioMembership | undefined> {
  if (options.lock) {
    await executor.selectFrom('portfolios').select('id').where('id', '=', portfolioId).forNoKeyUpdate().execute();
  }
  return executor
    .selectFrom('portfolios as p')
    .innerJoin('portfolio_members as m', (join) => join.onRef('m.portfolio_id', '=', 'p.id').on('m.user_id', '=', userId))
    .select(['p.id as portfolio_id', 'p.name as portfolio_name', 'm.permission', 'm.allow_inviting'])
    .where('p.id', '=', portfolioId)
    .executeTakeFirst();
}
