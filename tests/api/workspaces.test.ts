import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { workspaceDetailSchema, workspacePageSchema } from '../../src/api/schemas/workspace.schema';
import { errorPaths, eventsOf, makePortfolio, UNKNOWN_UUID, userId, ZERO_UUID, type Fixture } from './helpers/api';
import { useTestServer } from './helpers/useTestServer';

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\uD800b';
const INVISIBLE = '\u200B\u2060\uFEFF \u00A0';
const EMPTY_SETTINGS = { funding_sources: [], status_items: [], priority_items: [], udf_fields: [] };

describe.each(DATABASE_KINDS)('workspaces on %s', (kind) => {
  const api = useTestServer(kind);

  const names = (page: { contents: { name: string }[] }) => page.contents.map((workspace) => workspace.name);

  /** A workspace of the fixture's portfolio, written straight into the database with the given update time. */
  async function addWorkspace(fixture: Fixture, name: string, updatedAt = new Date()) {
    const row = await api.server.db
      .insertInto('workspaces')
      .values({ portfolio_id: fixture.id, name, updated_at: updatedAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const workspaceRow = (id: string) => api.server.db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst();

  describe('POST /portfolios/{pfId}/workspaces', () => {
    it.each([
      ['an Editor', 'editor@horizon.test', 'Editor'],
      ['an Admin', 'admin@horizon.test', 'Admin'],
    ])('lets %s create a workspace with empty settings, and logs it', async (_who, email, permission) => {
      const fixture = await makePortfolio(api.server);
      const response = await api.call(email, 'POST', `/portfolios/${fixture.id}/workspaces`, { name: '  Stormwater 2025  ' });
      expect(response.status).toBe(201);
      const detail = workspaceDetailSchema.parse(response.body);
      expect(detail).toMatchObject({
        name: 'Stormwater 2025',
        description: '',
        portfolio_id: fixture.id,
        portfolio_name: fixture.name,
        simulation_count: 0,
        latest_task_status: null,
        permission,
        settings: EMPTY_SETTINGS,
      });
      expect(detail.allowed_actions).toEqual(expect.arrayContaining(['workspaces.read', 'workspaces.write', 'workspaces.delete']));
      const [event] = await eventsOf(api.server, fixture.id);
      expect(event).toMatchObject({
        action: 'workspace.created',
        subject_type: 'workspace',
        subject_id: detail.id,
        subject_name: 'Stormwater 2025',
        actor_id: await userId(api.server, email),
      });
      const portfolio = await api.call(email, 'GET', `/portfolios/${fixture.id}`);
      expect(portfolio.body.workspace_count).toBe(1);
    });

    it('accepts a name another workspace already has (a soft warning only) and the length limits exactly', async () => {
      const fixture = await makePortfolio(api.server);
      const body = { name: 'N'.repeat(100), description: 'D'.repeat(250) };
      expect((await api.call('editor@horizon.test', 'POST', `/portfolios/${fixture.id}/workspaces`, body)).status).toBe(201);
      expect((await api.call('editor@horizon.test', 'POST', `/portfolios/${fixture.id}/workspaces`, body)).status).toBe(201);
      const page = workspacePageSchema.parse((await api.call('viewer@horizon.test', 'GET', `/portfolios/${fixture.id}/workspaces`)).body);
      expect(page.total_count).toBe(2);
    });

    it('refuses a Viewer (403), a non-member (404) and a caller without a token (401), and creates nothing', async () => {
      const fixture = await makePortfolio(api.server);
      const viewer = await api.call('viewer@horizon.test', 'POST', `/portfolios/${fixture.id}/workspaces`, { name: 'Mine' });
      expect(viewer.status).toBe(403);
      expect(viewer.body).toMatchObject({ code: 403, message: 'You have reached an area that requires special permission.' });
      expect((await api.call('outsider@horizon.test', 'POST', `/portfolios/${fixture.id}/workspaces`, { name: 'Mine' })).status).toBe(404);
      expect((await api.call(null, 'POST', `/portfolios/${fixture.id}/workspaces`, { name: 'Mine' })).status).toBe(401);
      expect(await api.server.db.selectFrom('workspaces').select('id').where('portfolio_id', '=', fixture.id).execute()).toEqual([]);
      expect(await eventsOf(api.server, fixture.id)).toEqual([]);
    });

    it.each([
      ['no name', { description: 'x' }, 'body.name'],
      ['an empty name', { name: '' }, 'body.name'],
      ['a name of 101 characters', { name: 'N'.repeat(101) }, 'body.name'],
      ['a name made only of invisible characters', { name: INVISIBLE }, 'body.name'],
      ['a NUL character in the name', { name: NUL }, 'body.name'],
      ['a lone surrogate in the name', { name: LONE_SURROGATE }, 'body.name'],
      ['a description of 251 characters', { name: 'ok', description: 'D'.repeat(251) }, 'body.description'],
      ['a NUL character in the description', { name: 'ok', description: NUL }, 'body.description'],
      ['a name that is not text', { name: 42 }, 'body.name'],
    ])('rejects %s with a 400 naming the field, and creates nothing', async (_case, body, path) => {
      const fixture = await makePortfolio(api.server);
      const response = await api.call('editor@horizon.test', 'POST', `/portfolios/${fixture.id}/workspaces`, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 400, message: 'Some of the values you entered are not valid.' });
      expect(errorPaths(response)).toContain(path);
      expect(await api.server.db.selectFrom('workspaces').select('id').where('portfolio_id', '=', fixture.id).execute()).toEqual([]);
    });

    it('answers 400 for a portfolio id that is not valid and 404 for an unknown one', async () => {
      for (const id of ['not-a-uuid', ZERO_UUID]) {
        const response = await api.call('editor@horizon.test', 'POST', `/portfolios/${id}/workspaces`, { name: 'x' });
        expect(response.status).toBe(400);
        expect(errorPaths(response)).toContain('params.pfId');
      }
      expect((await api.call('editor@horizon.test', 'POST', `/portfolios/${UNKNOWN_UUID}/workspaces`, { name: 'x' })).status).toBe(404);
    });
  });

  describe('GET /portfolios/{pfId}/workspaces', () => {
    it('lists the portfolio’s workspaces to every member, most recently updated first, in pages', async () => {
      const fixture = await makePortfolio(api.server);
      await addWorkspace(fixture, 'Oldest', new Date('2025-01-01T00:00:00Z'));
      await addWorkspace(fixture, 'Newest', new Date('2025-03-01T00:00:00Z'));
      await addWorkspace(fixture, 'Middle', new Date('2025-02-01T00:00:00Z'));
      const other = await makePortfolio(api.server);
      await addWorkspace(other, 'Elsewhere');

      const all = workspacePageSchema.parse((await api.call('viewer@horizon.test', 'GET', `/portfolios/${fixture.id}/workspaces`)).body);
      expect(names(all)).toEqual(['Newest', 'Middle', 'Oldest']);
      expect(all).toMatchObject({ current_page: 1, page_size: 50, total_count: 3, total_pages: 1 });
      expect(all.contents.every((w) => w.portfolio_name === fixture.name && w.latest_task_status === null)).toBe(true);

      const second = workspacePageSchema.parse((await api.call('viewer@horizon.test', 'GET', `/portfolios/${fixture.id}/workspaces?page=2&page_size=2`)).body);
      expect(names(second)).toEqual(['Oldest']);
      expect(second).toMatchObject({ current_page: 2, page_size: 2, total_count: 3, total_pages: 2 });
    });

    it('counts each workspace’s simulations', async () => {
      const fixture = await makePortfolio(api.server);
      const id = await addWorkspace(fixture, 'With runs');
      await api.server.db
        .insertInto('simulations')
        .values([
          { workspace_id: id, name: 'Run 1' },
          { workspace_id: id, name: 'Run 2' },
        ])
        .execute();
      const page = workspacePageSchema.parse((await api.call('viewer@horizon.test', 'GET', `/portfolios/${fixture.id}/workspaces`)).body);
      expect(page.contents).toMatchObject([{ name: 'With runs', simulation_count: 2 }]);
    });

    it('searches by name, whatever the case, with the search text trimmed and taken literally', async () => {
      const fixture = await makePortfolio(api.server);
      for (const name of ['Stormwater 2025', 'STORM drains', 'Roads', '100% renewal', 'Bridges_north']) await addWorkspace(fixture, name);
      const search = async (q: string) =>
        names(workspacePageSchema.parse((await api.call('viewer@horizon.test', 'GET', `/portfolios/${fixture.id}/workspaces?q=${encodeURIComponent(q)}`)).body)).sort();
      expect(await search('storm')).toEqual(['STORM drains', 'Stormwater 2025']);
      expect(await search('  roads  ')).toEqual(['Roads']);
      expect(await search('%')).toEqual(['100% renewal']);
      expect(await search('s_n')).toEqual(['Bridges_north']);
      expect(await search('nothing like it')).toEqual([]);
      expect(await search('')).toHaveLength(5);
    });

    it('hides the list from a non-member (404) and a caller without a token (401)', async () => {
      const fixture = await makePortfolio(api.server, { workspaces: 1 });
      expect((await api.call('outsider@horizon.test', 'GET', `/portfolios/${fixture.id}/workspaces`)).status).toBe(404);
      expect((await api.call(null, 'GET', `/portfolios/${fixture.id}/workspaces`)).status).toBe(401);
    });

    it.each([
      ['page=0', 'querystring.page'],
      ['page=x', 'querystring.page'],
      ['page_size=101', 'querystring.page_size'],
      ['page_size=0', 'querystring.page_size'],
      ['q=a%00b', 'querystring.q'],
      [`q=${'q'.repeat(101)}`, 'querystring.q'],
    ])('rejects ?%s with a 400', async (query, path) => {
      const fixture = await makePortfolio(api.server);
      const response = await api.call('viewer@horizon.test', 'GET', `/portfolios/${fixture.id}/workspaces?${query}`);
      expect(response.status).toBe(400);
      expect(errorPaths(response)).toContain(path);
    });
  });

  describe('GET /workspaces', () => {
    it('lists only the workspaces of the caller’s portfolios, searchable by name', async () => {
      const shared = await makePortfolio(api.server);
      const sharedId = await addWorkspace(shared, 'Collection search shared', new Date(Date.now() + 60_000));
      const private_ = await makePortfolio(api.server, { members: { 'owner@horizon.test': ['Admin', true] } });
      const privateId = await addWorkspace(private_, 'Collection search private', new Date(Date.now() + 60_000));

      const forViewer = workspacePageSchema.parse((await api.call('viewer@horizon.test', 'GET', '/workspaces?q=COLLECTION%20SEARCH')).body);
      expect(forViewer.contents.map((w) => w.id)).toEqual([sharedId]);
      expect(forViewer.contents[0]).toMatchObject({ portfolio_id: shared.id, portfolio_name: shared.name, latest_task_status: null });
      const forOwner = workspacePageSchema.parse((await api.call('owner@horizon.test', 'GET', '/workspaces?q=collection search')).body);
      expect(forOwner.contents.map((w) => w.id).sort()).toEqual([sharedId, privateId].sort());
      const forOutsider = workspacePageSchema.parse((await api.call('outsider@horizon.test', 'GET', '/workspaces')).body);
      expect(forOutsider).toMatchObject({ contents: [], total_count: 0, total_pages: 0 });
      expect((await api.call(null, 'GET', '/workspaces')).status).toBe(401);
    });

    it('rejects a NUL character in the search with a 400', async () => {
      const response = await api.call('viewer@horizon.test', 'GET', '/workspaces?q=a%00b');
      expect(response.status).toBe(400);
      expect(errorPaths(response)).toContain('querystring.q');
    });
  });

  describe('GET /workspaces/{wsId}', () => {
    it('shows each member the workspace with their own rights', async () => {
      const fixture = await makePortfolio(api.server, { workspaces: 1 });
      const id = fixture.workspaceIds[0]!;
      const viewer = workspaceDetailSchema.parse((await api.call('viewer@horizon.test', 'GET', `/workspaces/${id}`)).body);
      expect(viewer).toMatchObject({ id, name: 'Workspace 1', portfolio_id: fixture.id, permission: 'Viewer', settings: EMPTY_SETTINGS });
      expect(viewer.allowed_actions).toContain('workspaces.read');
      expect(viewer.allowed_actions).not.toContain('workspaces.write');
      expect(viewer.allowed_actions).not.toContain('workspaces.delete');
      const editor = workspaceDetailSchema.parse((await api.call('editor@horizon.test', 'GET', `/workspaces/${id}`)).body);
      expect(editor.permission).toBe('Editor');
      expect(editor.allowed_actions).toEqual(expect.arrayContaining(['workspaces.write', 'workspaces.delete']));
    });

    it('answers 404 to a non-member and for an unknown id, 400 for ids that are not valid, 401 without a token', async () => {
      const fixture = await makePortfolio(api.server, { workspaces: 1 });
      const id = fixture.workspaceIds[0]!;
      expect((await api.call('outsider@horizon.test', 'GET', `/workspaces/${id}`)).status).toBe(404);
      const unknown = await api.call('admin@horizon.test', 'GET', `/workspaces/${UNKNOWN_UUID}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 404, message: 'Resource Not Found' });
      for (const bad of ['not-a-uuid', ZERO_UUID]) {
        const response = await api.call('admin@horizon.test', 'GET', `/workspaces/${bad}`);
        expect(response.status).toBe(400);
        expect(errorPaths(response)).toContain('params.wsId');
      }
      expect((await api.call(null, 'GET', `/workspaces/${id}`)).status).toBe(401);
    });
  });

  describe('PUT /workspaces/{wsId}', () => {
    it('lets an Editor rename and describe it, moves it up the list, and logs what changed', async () => {
      const fixture = await makePortfolio(api.server);
      const id = await addWorkspace(fixture, 'Before', new Date('2025-01-01T00:00:00Z'));
      await addWorkspace(fixture, 'Other', new Date('2025-02-01T00:00:00Z'));
      const response = await api.call('editor@horizon.test', 'PUT', `/workspaces/${id}`, { name: ' After ', description: 'New words' });
      expect(response.status).toBe(200);
      expect(workspaceDetailSchema.parse(response.body)).toMatchObject({ id, name: 'After', description: 'New words', permission: 'Editor' });
      const page = workspacePageSchema.parse((await api.call('viewer@horizon.test', 'GET', `/portfolios/${fixture.id}/workspaces`)).body);
      expect(names(page)).toEqual(['After', 'Other']);
      const [event] = await eventsOf(api.server, fixture.id);
      expect(event).toMatchObject({
        action: 'workspace.updated',
        subject_id: id,
        subject_name: 'After',
        details: { name: { from: 'Before', to: 'After' }, description: { from: '', to: 'New words' } },
      });
    });

    it('lets an Admin update it too', async () => {
      const fixture = await makePortfolio(api.server, { workspaces: 1 });
      const response = await api.call('admin@horizon.test', 'PUT', `/workspaces/${fixture.workspaceIds[0]}`, { name: 'By admin', description: '' });
      expect(response.status).toBe(200);
    });

    it('refuses a Viewer (403) and a non-member (404), and changes nothing', async () => {
      const fixture = await makePortfolio(api.server, { workspaces: 1 });
      const id = fixture.workspaceIds[0]!;
      const body = { name: 'Taken over', description: '' };
      expect((await api.call('viewer@horizon.test', 'PUT', `/workspaces/${id}`, body)).status).toBe(403);
      expect((await api.call('outsider@horizon.test', 'PUT', `/workspaces/${id}`, body)).status).toBe(404);
      expect((await api.call(null, 'PUT', `/workspaces/${id}`, body)).status).toBe(401);
      expect((await workspaceRow(id))?.name).toBe('Workspace 1');
      expect(await eventsOf(api.server, fixture.id)).toEqual([]);
    });

    it.each([
      ['no description (the whole workspace is sent, never a part)', { name: 'Renamed' }, 'body.description'],
      ['no name', { description: 'x' }, 'body.name'],
      ['a name of 101 characters', { name: 'N'.repeat(101), description: '' }, 'body.name'],
      ['a name made only of invisible characters', { name: INVISIBLE, description: '' }, 'body.name'],
      ['a lone surrogate in the description', { name: 'ok', description: LONE_SURROGATE }, 'body.description'],
      ['a description of 251 characters', { name: 'ok', description: 'D'.repeat(251) }, 'body.description'],
    ])('rejects %s with a 400 and changes nothing', async (_case, body, path) => {
      const fixture = await makePortfolio(api.server, { workspaces: 1 });
      const id = fixture.workspaceIds[0]!;
      const response = await api.call('editor@horizon.test', 'PUT', `/workspaces/${id}`, body);
      expect(response.status).toBe(400);
      expect(errorPaths(response)).toContain(path);
      expect(await workspaceRow(id)).toMatchObject({ name: 'Workspace 1', description: '' });
    });
  });

  describe('DELETE /workspaces/{wsId}', () => {
    it('needs the typed name to match and leaves the workspace when it does not', async () => {
      const fixture = await makePortfolio(api.server, { workspaces: 1 });
      const id = fixture.workspaceIds[0]!;
      const wrong = await api.call('editor@horizon.test', 'DELETE', `/workspaces/${id}`, { confirm_name: 'workspace 1' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 400, message: 'The name you typed does not match the Workspace name.' });
      const missing = await api.call('editor@horizon.test', 'DELETE', `/workspaces/${id}`, {});
      expect(missing.status).toBe(400);
      expect(errorPaths(missing)).toContain('body.confirm_name');
      expect(await workspaceRow(id)).toBeDefined();
      expect(await eventsOf(api.server, fixture.id)).toEqual([]);
    });

    it.each([
      ['an Editor', 'editor@horizon.test'],
      ['an Admin', 'admin@horizon.test'],
    ])('lets %s delete it for good, with its simulations and settings, and logs it', async (_who, email) => {
      const fixture = await makePortfolio(api.server, { workspaces: 2 });
      const [id, kept] = fixture.workspaceIds as [string, string];
      await api.server.db.insertInto('simulations').values({ workspace_id: id, name: 'Run' }).execute();
      await api.server.db.insertInto('simulations').values({ workspace_id: kept, name: 'Kept run' }).execute();
      await api.server.db.insertInto('workspace_status_items').values({ workspace_id: id, position: 0, name: 'Draft' }).execute();

      const response = await api.call(email, 'DELETE', `/workspaces/${id}`, { confirm_name: ' Workspace 1 ' });
      expect(response.status).toBe(204);
      expect((await api.call(email, 'GET', `/workspaces/${id}`)).status).toBe(404);
      expect(await api.server.db.selectFrom('simulations').select('name').where('workspace_id', 'in', [id, kept]).execute()).toEqual([
        { name: 'Kept run' },
      ]);
      expect(await api.server.db.selectFrom('workspace_status_items').select('id').where('workspace_id', '=', id).execute()).toEqual([]);
      const [event] = await eventsOf(api.server, fixture.id);
      expect(event).toMatchObject({ action: 'workspace.deleted', subject_id: id, subject_name: 'Workspace 1', actor_id: await userId(api.server, email) });
    });

    it('refuses a Viewer (403), a non-member (404) and a caller without a token (401)', async () => {
      const fixture = await makePortfolio(api.server, { workspaces: 1 });
      const id = fixture.workspaceIds[0]!;
      const body = { confirm_name: 'Workspace 1' };
      expect((await api.call('viewer@horizon.test', 'DELETE', `/workspaces/${id}`, body)).status).toBe(403);
      expect((await api.call('outsider@horizon.test', 'DELETE', `/workspaces/${id}`, body)).status).toBe(404);
      expect((await api.call(null, 'DELETE', `/workspaces/${id}`, body)).status).toBe(401);
      expect(await workspaceRow(id)).toBeDefined();
    });

    it('answers 404 for a workspace that is already gone', async () => {
      const response = await api.call('editor@horizon.test', 'DELETE', `/workspaces/${UNKNOWN_UUID}`, { confirm_name: 'x' });
      expect(response.status).toBe(404);
    });
  });
});
