import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database';
import { routeAuthorization, type DeclaredRoute } from '../../server/permissions/routeAuthorization';
import { PORTFOLIO_RESOLVERS } from '../../server/permissions/portfolioResolvers';
import { portfolioAction, signedIn } from '../../server/permissions/routeRule';
import { DATABASE_KINDS } from '../support/testServer';
import { makePortfolio, UNKNOWN_UUID } from './helpers/api';
import { useTestServer } from './helpers/useTestServer';

/** An /api scope guarded like the application's, with the routes `addRoutes` registers after the guard. */
async function startApi(addRoutes: (api: ReturnType<typeof Fastify>) => void): Promise<void> {
  const app = Fastify();
  await app.register(
    async (api) => {
      // Starting up reads no data; the guard only needs the database per request.
      await api.register(routeAuthorization, { db: {} as Db, catalogue: [] as DeclaredRoute[] });
      addRoutes(api);
    },
    { prefix: '/api' },
  );
  try {
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('an /api route without a declared rule', () => {
  it('stops the application from starting', async () => {
    await expect(startApi((api) => api.get('/forgotten', async () => ({})))).rejects.toThrow(
      'GET /api/forgotten declares no authorization rule',
    );
  });

  it('starts once the route declares one', async () => {
    await expect(startApi((api) => api.get('/remembered', { config: { rule: signedIn } }, async () => ({})))).resolves.toBeUndefined();
  });

  it('stops the application when its portfolio is to be found through a param the path lacks', async () => {
    await expect(
      startApi((api) => api.get('/portfolios/:pfId/plans', { config: { rule: portfolioAction('portfolio.read', 'wpId') } }, async () => ({}))),
    ).rejects.toThrow(':wpId');
  });
});

describe.each(DATABASE_KINDS)('the owner chain to a portfolio on %s', (kind) => {
  const api = useTestServer(kind);

  it('leads from a workspace, its simulation and a work plan to their portfolio, and from unknown ids nowhere', async () => {
    const db = api.server.db;
    const portfolio = await makePortfolio(api.server);
    const workspace = await db
      .insertInto('workspaces')
      .values({ portfolio_id: portfolio.id, name: 'Roads' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const simulation = await db
      .insertInto('simulations')
      .values({ workspace_id: workspace.id, name: 'Ten-year renewal' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const workPlan = await db
      .insertInto('work_plans')
      .values({ portfolio_id: portfolio.id, name: 'Capital works 2026' })
      .returning('id')
      .executeTakeFirstOrThrow();

    expect(await PORTFOLIO_RESOLVERS.pfId(db, portfolio.id)).toBe(portfolio.id);
    expect(await PORTFOLIO_RESOLVERS.wsId(db, workspace.id)).toBe(portfolio.id);
    expect(await PORTFOLIO_RESOLVERS.simId(db, simulation.id)).toBe(portfolio.id);
    expect(await PORTFOLIO_RESOLVERS.wpId(db, workPlan.id)).toBe(portfolio.id);
    for (const resolve of [PORTFOLIO_RESOLVERS.wsId, PORTFOLIO_RESOLVERS.simId, PORTFOLIO_RESOLVERS.wpId]) {
      expect(await resolve(db, UNKNOWN_UUID)).toBeUndefined();
    }
  });
});
