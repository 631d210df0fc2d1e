import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { simulationPageSchema } from '../../src/api/schemas/simulation.schema';
import { workPlanPageSchema } from '../../src/api/schemas/workPlan.schema';
import { workspacePageSchema } from '../../src/api/schemas/workspace.schema';
import { errorPaths, makePortfolio, type FixtureOptions } from './helpers/api';
import { useTestServer } from './helpers/useTestServer';

const COLLECTIONS = ['/workspaces', '/simulations', '/work-plans'] as const;

describe.each(DATABASE_KINDS)('recent collections on %s', (kind) => {
  const api = useTestServer(kind);

  /** README "Demo accounts": the Core subscription has 'papa', without which a portfolio's work plans are not listed. */
  const PLANNING: FixtureOptions = { subscription: 'HZN-COR-3107', members: { 'owner@horizon.test': ['Admin', true] } };

  /** A portfolio only owner@ belongs to, with one workspace, simulation and work plan updated `at`. */
  async function privatePortfolio(at: Date) {
    const portfolio = await makePortfolio(api.server, PLANNING);
    const workspace = await api.server.db
      .insertInto('workspaces')
      .values({ portfolio_id: portfolio.id, name: 'Private workspace', description: 'Only the owner sees it', updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const simulation = await api.server.db
      .insertInto('simulations')
      .values({ workspace_id: workspace.id, name: 'Private run', description: 'Constrained budget', updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const workPlan = await api.server.db
      .insertInto('work_plans')
      .values({ portfolio_id: portfolio.id, name: 'Private plan', description: 'Kerb renewals', updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { portfolio, workspaceId: workspace.id, simulationId: simulation.id, workPlanId: workPlan.id };
  }

  describe('GET /workspaces', () => {
    it('lists the workspaces of the demo portfolios to their members, most recently updated first', async () => {
      const expected = await sql<{ count: number }>`
        select count(*)::int as count from workspaces w
        join portfolio_members m on m.portfolio_id = w.portfolio_id
        join users u on u.id = m.user_id and u.email = 'viewer@horizon.test'
      `.execute(api.server.db);
      const page = workspacePageSchema.parse((await api.call('viewer@horizon.test', 'GET', '/workspaces?page_size=100')).body);
      expect(page.total_count).toBe(expected.rows[0]!.count);
      expect(page.total_count).toBeGreaterThan(20);
      const times = page.contents.map((w) => Date.parse(w.updated_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(page.contents.every((w) => w.portfolio_name.length > 0 && w.simulation_count === 0)).toBe(true);
    });

    it('pages 20 at a time without repeating a workspace', async () => {
      const first = workspacePageSchema.parse((await api.call('admin@horizon.test', 'GET', '/workspaces?page_size=20')).body);
      expect(first).toMatchObject({ current_page: 1, page_size: 20 });
      expect(first.contents).toHaveLength(20);
      expect(first.total_pages).toBe(Math.ceil(first.total_count / 20));
      const second = workspacePageSchema.parse((await api.call('admin@horizon.test', 'GET', '/workspaces?page=2&page_size=20')).body);
      expect(second.current_page).toBe(2);
      const ids = new Set([...first.contents, ...second.contents].map((w) => w.id));
      expect(ids.size).toBe(first.contents.length + second.contents.length);
    });
  });

  describe('membership decides what each collection lists', () => {
    it('shows a private portfolio\'s items to its member first, and to nobody else', async () => {
      const fixture = await privatePortfolio(new Date(Date.now() + 60_000));

      const workspaces = workspacePageSchema.parse((await api.call('owner@horizon.test', 'GET', '/workspaces')).body);
      expect(workspaces.contents[0]).toMatchObject({
        id: fixture.workspaceId,
        name: 'Private workspace',
        description: 'Only the owner sees it',
        portfolio_id: fixture.portfolio.id,
        portfolio_name: fixture.portfolio.name,
        simulation_count: 1,
      });
      const simulations = simulationPageSchema.parse((await api.call('owner@horizon.test', 'GET', '/simulations')).body);
      expect(simulations.contents[0]).toMatchObject({
        id: fixture.simulationId,
        name: 'Private run',
        workspace_id: fixture.workspaceId,
        workspace_name: 'Private workspace',
        portfolio_id: fixture.portfolio.id,
        portfolio_name: fixture.portfolio.name,
      });
      const workPlans = workPlanPageSchema.parse((await api.call('owner@horizon.test', 'GET', '/work-plans?page_size=20')).body);
      expect(workPlans.contents[0]).toMatchObject({ id: fixture.workPlanId, name: 'Private plan', portfolio_name: fixture.portfolio.name });

      for (const email of ['admin@horizon.test', 'editor@horizon.test', 'viewer@horizon.test']) {
        const ids = await Promise.all(COLLECTIONS.map(async (path) => (await api.call(email, 'GET', `${path}?page_size=100`)).body.contents.map((item: { id: string }) => item.id)));
        expect(ids.flat()).not.toContain(fixture.workspaceId);
        expect(ids.flat()).not.toContain(fixture.simulationId);
        expect(ids.flat()).not.toContain(fixture.workPlanId);
      }
    });

    it('orders simulations and work plans by their last update, and pages work plans 20 at a time', async () => {
      const older = await privatePortfolio(new Date(Date.now() + 120_000));
      const newer = await privatePortfolio(new Date(Date.now() + 180_000));
      const simulations = simulationPageSchema.parse((await api.call('owner@horizon.test', 'GET', '/simulations?page_size=2')).body);
      expect(simulations.contents.map((s) => s.id)).toEqual([newer.simulationId, older.simulationId]);
      expect(simulations.total_pages).toBe(Math.ceil(simulations.total_count / 2));

      const portfolio = await makePortfolio(api.server, PLANNING);
      await api.server.db
        .insertInto('work_plans')
        .values(Array.from({ length: 21 }, (_, n) => ({ portfolio_id: portfolio.id, name: `Plan ${n + 1}`, updated_at: new Date(Date.now() - n * 60_000) })))
        .execute();
      const first = workPlanPageSchema.parse((await api.call('owner@horizon.test', 'GET', '/work-plans?page_size=20')).body);
      expect(first.contents).toHaveLength(20);
      expect(first.contents.slice(0, 2).map((w) => w.id)).toEqual([newer.workPlanId, older.workPlanId]);
      expect(first.total_count).toBeGreaterThanOrEqual(23);
      const second = workPlanPageSchema.parse((await api.call('owner@horizon.test', 'GET', '/work-plans?page=2&page_size=20')).body);
      const ids = new Set([...first.contents, ...second.contents].map((w) => w.id));
      expect(ids.size).toBe(first.contents.length + second.contents.length);
    });

    it('shows an outsider nothing', async () => {
      for (const path of COLLECTIONS) {
        const { status, body } = await api.call('outsider@horizon.test', 'GET', path);
        expect(status).toBe(200);
        expect(body).toEqual({ contents: [], current_page: 1, page_size: 50, total_count: 0, total_pages: 0 });
      }
    });
  });

  it.each(COLLECTIONS)('%s answers 401 without a token', async (path) => {
    const { status, body } = await api.call(null, 'GET', path);
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 401, message: 'You need to sign in to continue.' });
  });

  it.each(COLLECTIONS)('%s rejects bad paging with a 400 naming the field', async (path) => {
    const response = await api.call('admin@horizon.test', 'GET', `${path}?page=0&page_size=101`);
    expect(response.status).toBe(400);
    expect(errorPaths(response)).toEqual(expect.arrayContaining(['querystring.page', 'querystring.page_size']));
  });

  describe('tables', () => {
    it('hold names and descriptions to the lengths of SPEC 5', async () => {
      const { portfolio, workspaceId } = await privatePortfolio(new Date());
      await expect(api.server.db.insertInto('simulations').values({ workspace_id: workspaceId, name: 'x'.repeat(101) }).execute()).rejects.toThrow();
      await expect(api.server.db.insertInto('simulations').values({ workspace_id: workspaceId, name: '' }).execute()).rejects.toThrow();
      await expect(api.server.db.insertInto('simulations').values({ workspace_id: workspaceId, name: 'ok', description: 'x'.repeat(251) }).execute()).rejects.toThrow();
      await expect(api.server.db.insertInto('work_plans').values({ portfolio_id: portfolio.id, name: 'x'.repeat(51) }).execute()).rejects.toThrow();
      await expect(api.server.db.insertInto('work_plans').values({ portfolio_id: portfolio.id, name: 'ok', description: 'x'.repeat(101) }).execute()).rejects.toThrow();
    });

    it('go with their workspace and portfolio', async () => {
      const { portfolio, workspaceId, simulationId, workPlanId } = await privatePortfolio(new Date());
      await api.server.db.deleteFrom('workspaces').where('id', '=', workspaceId).execute();
      expect(await api.server.db.selectFrom('simulations').select('id').where('id', '=', simulationId).executeTakeFirst()).toBeUndefined();
      await api.server.db.deleteFrom('portfolios').where('id', '=', portfolio.id).execute();
      expect(await api.server.db.selectFrom('work_plans').select('id').where('id', '=', workPlanId).executeTakeFirst()).toBeUndefined();
    });
  });
});
