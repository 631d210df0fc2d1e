import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { portfolioDetailSchema, portfolioPageSchema } from '../../src/api/schemas/portfolio.schema';
import { subscriptionSchema } from '../../src/api/schemas/subscription.schema';
import { errorPaths, eventsOf, makePortfolio, UNKNOWN_UUID, userId, ZERO_UUID } from './helpers/api';
import { useTestServer } from './helpers/useTestServer';

describe.each(DATABASE_KINDS)('portfolio create, read, update and delete on %s', (kind) => {
  const api = useTestServer(kind);

  async function useSubscription(email: string, code: string, freeSlots?: number) {
    const subscription = await api.server.db.selectFrom('subscriptions').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    await api.server.db.updateTable('users').set({ subscription_id: subscription.id }).where('email', '=', email).execute();
    if (freeSlots === undefined) return;
    const used = await api.server.db
      .selectFrom('portfolios')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('subscription_id', '=', subscription.id)
      .executeTakeFirstOrThrow();
    await api.server.db.updateTable('subscriptions').set({ portfolio_limit: Number(used.n) + freeSlots }).where('id', '=', subscription.id).execute();
  }

  describe('POST /portfolios', () => {
    it('creates a portfolio on the own subscription, with the creator as owner and Admin, and takes a slot', async () => {
      const before = subscriptionSchema.parse((await api.call('owner@horizon.test', 'GET', '/profile/subscription')).body);
      const response = await api.call('owner@horizon.test', 'POST', '/portfolios', { name: '  Seawall Renewals  ', description: 'Groynes and seawalls' });
      expect(response.status).toBe(201);
      const detail = portfolioDetailSchema.parse(response.body);
      expect(detail).toMatchObject({
        name: 'Seawall Renewals',
        description: 'Groynes and seawalls',
        logo_url: null,
        owner: { email: 'owner@horizon.test' },
        permission: 'Admin',
        can_invite: true,
        plan: 'Enterprise',
        features: ['papa', 'wpfac'],
        subscription_status: 'active',
        workspace_count: 0,
        member_count: 1,
        pending_invitation_count: 0,
        attachment_count: 0,
      });
      expect(detail.allowed_actions).toContain('portfolio.delete');
      const after = subscriptionSchema.parse((await api.call('owner@horizon.test', 'GET', '/profile/subscription')).body);
      expect(after.portfolio_available).toBe(before.portfolio_available - 1);
      const [event] = await eventsOf(api.server, detail.id);
      expect(event).toMatchObject({ action: 'portfolio.created', actor_id: await userId(api.server, 'owner@horizon.test'), subject_name: 'Seawall Renewals' });
      const listed = portfolioPageSchema.parse((await api.call('owner@horizon.test', 'GET', `/portfolios?filter=${detail.id}`)).body);
      expect(listed.contents.map((p) => p.id)).toEqual([detail.id]);
    });

    it('accepts a duplicate name (uniqueness is only a warning in the client) and the length limits exactly', async () => {
      const body = { name: 'N'.repeat(100), description: 'D'.repeat(250) };
      expect((await api.call('owner@horizon.test', 'POST', '/portfolios', body)).status).toBe(201);
      expect((await api.call('owner@horizon.test', 'POST', '/portfolios', body)).status).toBe(201);
      const empty = await api.call('owner@horizon.test', 'POST', '/portfolios', { name: 'No description' });
      expect(empty.status).toBe(201);
      expect(empty.body.description).toBe('');
    });

    it.each([
      ['an empty name', { name: '' }, 'body.name'],
      ['a blank name', { name: '   ' }, 'body.name'],
      ['a name of 101 characters', { name: 'N'.repeat(101) }, 'body.name'],
      ['no name', { description: 'x' }, 'body.name'],
      ['a description of 251 characters', { name: 'ok', description: 'D'.repeat(251) }, 'body.description'],
      ['a name that is not text', { name: 42 }, 'body.name'],
    ])('rejects %s with a 400 naming the field', async (_case, body, path) => {
      const response = await api.call('owner@horizon.test', 'POST', '/portfolios', body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 400, message: 'Some of the values you entered are not valid.' });
      expect(errorPaths(response)).toContain(path);
    });

    it('refuses a user without a subscription', async () => {
      const response = await api.call('editor@horizon.test', 'POST', '/portfolios', { name: 'Mine' });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 403, message: 'You do not have an active subscription.' });
    });

    it('refuses a subscription whose status is not valid', async () => {
      await useSubscription('viewer@horizon.test', 'HZN-ESS-5599');
      const response = await api.call('viewer@horizon.test', 'POST', '/portfolios', { name: 'Mine' });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 403, message: 'Invalid Subscription.' });
    });

    it('refuses when every slot is used', async () => {
      await useSubscription('priya.sharma@horizon.test', 'HZN-ESS-5520', 0);
      const response = await api.call('priya.sharma@horizon.test', 'POST', '/portfolios', { name: 'Mine' });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 403, message: 'You have used all your available Portfolio slots.' });
    });

    it('gives the last free slot to exactly one of many concurrent creations', async () => {
      await useSubscription('liam.oconnor@horizon.test', 'HZN-COR-3190', 1);
      const token = await api.server.tokenFor('liam.oconnor@horizon.test');
      const attempts = 8;
      const responses = await Promise.all(
        Array.from({ length: attempts }, (_, n) =>
          fetch(`${api.server.baseUrl}/api/portfolios`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ name: `Race ${n}` }),
          }),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([201, ...Array(attempts - 1).fill(403)]);
      const subscription = subscriptionSchema.parse((await api.call('liam.oconnor@horizon.test', 'GET', '/profile/subscription')).body);
      expect(subscription.portfolio_available).toBe(0);
    });
  });

  describe('GET /portfolios/{pfId}', () => {
    it('shows each member the portfolio with their own rights, and its plan features merged with its own', async () => {
      const fixture = await makePortfolio(api.server, { subscription: 'HZN-COR-3107', attachments: 2, invitations: { 'later@horizon.test': 'Viewer' } });
      await api.server.db.updateTable('portfolios').set({ features: ['wpfac'] }).where('id', '=', fixture.id).execute();
      const admin = portfolioDetailSchema.parse((await api.call('admin@horizon.test', 'GET', `/portfolios/${fixture.id}`)).body);
      expect(admin).toMatchObject({ plan: 'Core', features: ['papa', 'wpfac'], member_count: 4, pending_invitation_count: 1, attachment_count: 2 });
      const editor = portfolioDetailSchema.parse((await api.call('editor@horizon.test', 'GET', `/portfolios/${fixture.id}`)).body);
      expect(editor.permission).toBe('Editor');
      expect(editor.can_invite).toBe(false);
      expect(editor.allowed_actions).toEqual([
        'portfolio.read',
        'members.read',
        'attachments.read',
        'attachments.write',
        'workspaces.read',
        'workspaces.write',
        'workspaces.delete',
        'simulations.read',
        'simulations.publish',
        'simulations.write',
        'simulations.delete',
        'reports.read',
        'reports.generate',
        'resultsFeed.manage',
        'events.read',
        'workPlans.read',
        'workPlans.write',
        'workPlans.delete',
      ]);
      const viewer = portfolioDetailSchema.parse((await api.call('viewer@horizon.test', 'GET', `/portfolios/${fixture.id}`)).body);
      expect(viewer.allowed_actions).toEqual(['portfolio.read', 'members.read', 'attachments.read', 'workspaces.read', 'simulations.read', 'reports.read', 'events.read', 'workPlans.read']);
    });

    it('answers 404 to a non-member and for an unknown id, and 400 for ids that are not valid', async () => {
      const fixture = await makePortfolio(api.server);
      expect((await api.call('outsider@horizon.test', 'GET', `/portfolios/${fixture.id}`)).status).toBe(404);
      expect((await api.call('admin@horizon.test', 'GET', `/portfolios/${UNKNOWN_UUID}`)).status).toBe(404);
      for (const id of ['not-a-uuid', ZERO_UUID, '123']) {
        const response = await api.call('admin@horizon.test', 'GET', `/portfolios/${id}`);
        expect(response.status).toBe(400);
        expect(errorPaths(response)).toContain('params.pfId');
      }
      expect((await api.call(null, 'GET', `/portfolios/${fixture.id}`)).status).toBe(401);
    });
  });

  describe('PUT /portfolios/{pfId}', () => {
    it('lets an Admin rename and describe it, and logs what changed', async () => {
      const fixture = await makePortfolio(api.server);
      const response = await api.call('admin@horizon.test', 'PUT', `/portfolios/${fixture.id}`, { name: 'Renamed', description: 'New words' });
      expect(response.status).toBe(200);
      expect(portfolioDetailSchema.parse(response.body)).toMatchObject({ name: 'Renamed', description: 'New words' });
      const [event] = await eventsOf(api.server, fixture.id);
      expect(event).toMatchObject({
        action: 'portfolio.updated',
        actor_id: await userId(api.server, 'admin@horizon.test'),
        details: { name: { from: fixture.name, to: 'Renamed' }, description: { from: 'A portfolio made by a test', to: 'New words' } },
      });
    });

    it('refuses Editors and Viewers (403) and hides it from others (404)', async () => {
      const fixture = await makePortfolio(api.server);
      for (const email of ['editor@horizon.test', 'viewer@horizon.test']) {
        expect((await api.call(email, 'PUT', `/portfolios/${fixture.id}`, { name: 'x' })).status).toBe(403);
      }
      expect((await api.call('outsider@horizon.test', 'PUT', `/portfolios/${fixture.id}`, { name: 'x' })).status).toBe(404);
      expect(await eventsOf(api.server, fixture.id)).toEqual([]);
    });

    it.each([
      [{ name: '' }, 'body.name'],
      [{ name: 'N'.repeat(101) }, 'body.name'],
      [{ name: 'ok', description: 'D'.repeat(251) }, 'body.description'],
    ])('rejects %j with a 400', async (body, path) => {
      const fixture = await makePortfolio(api.server);
      const response = await api.call('admin@horizon.test', 'PUT', `/portfolios/${fixture.id}`, body);
      expect(response.status).toBe(400);
      expect(errorPaths(response)).toContain(path);
    });
  });

  describe('DELETE /portfolios/{pfId}', () => {
    it('needs the typed name to match, then deletes it with everything in it and keeps an audit event', async () => {
      const fixture = await makePortfolio(api.server, { attachments: 2, invitations: { 'later@horizon.test': 'Editor' } });
      const wrong = await api.call('admin@horizon.test', 'DELETE', `/portfolios/${fixture.id}`, { confirm_name: fixture.name.toUpperCase() });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 400, message: 'The name you typed does not match the Portfolio name.' });
      expect((await api.call('admin@horizon.test', 'DELETE', `/portfolios/${fixture.id}`, {})).status).toBe(400);

      const response = await api.call('admin@horizon.test', 'DELETE', `/portfolios/${fixture.id}`, { confirm_name: fixture.name });
      expect(response.status).toBe(204);
      expect((await api.call('admin@horizon.test', 'GET', `/portfolios/${fixture.id}`)).status).toBe(404);
      const left = await api.server.db.selectFrom('portfolio_attachments').select('id').where('portfolio_id', '=', fixture.id).execute();
      expect(left).toEqual([]);
      const audit = await api.server.db.selectFrom('activity_events').selectAll().where('subject_id', '=', fixture.id).execute();
      expect(audit).toMatchObject([{ action: 'portfolio.deleted', portfolio_id: null, subject_name: fixture.name }]);
    });

    it('is for Admins only', async () => {
      const fixture = await makePortfolio(api.server);
      expect((await api.call('editor@horizon.test', 'DELETE', `/portfolios/${fixture.id}`, { confirm_name: fixture.name })).status).toBe(403);
      expect((await api.call('viewer@horizon.test', 'DELETE', `/portfolios/${fixture.id}`, { confirm_name: fixture.name })).status).toBe(403);
      expect((await api.call('outsider@horizon.test', 'DELETE', `/portfolios/${fixture.id}`, { confirm_name: fixture.name })).status).toBe(404);
      expect((await api.call('admin@horizon.test', 'GET', `/portfolios/${fixture.id}`)).status).toBe(200);
    });
  });
});
