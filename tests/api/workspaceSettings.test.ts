import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { workspaceSettingsSchema, type WorkspaceSettings } from '../../src/api/schemas/workspaceSettings.schema';
import { workspacePageSchema } from '../../src/api/schemas/workspace.schema';
import { errorPaths, eventsOf, makePortfolio, UNKNOWN_UUID, type Fixture } from './helpers/api';
import { useTestServer } from './helpers/useTestServer';

const EMPTY_SETTINGS = { funding_sources: [], status_items: [], priority_items: [], udf_fields: [] };

const FIRST_SETTINGS = {
  funding_sources: [{ name: 'Capital works' }, { name: 'Grants' }, { name: 'Operational' }],
  status_items: [{ name: 'Draft' }, { name: 'Approved' }],
  priority_items: [{ name: 'High' }, { name: 'Low' }],
  udf_fields: [
    { name: 'Ward', kind: 'list', options: ['North', 'South'] },
    { name: 'Inspected on', kind: 'date', options: [] },
    { name: 'Notes', kind: 'text' },
  ],
};

/** What a saved list reads as, without the ids the server gave. */
const withoutIds = (settings: WorkspaceSettings) => ({
  funding_sources: settings.funding_sources.map(({ name }) => ({ name })),
  status_items: settings.status_items.map(({ name }) => ({ name })),
  priority_items: settings.priority_items.map(({ name }) => ({ name })),
  udf_fields: settings.udf_fields.map(({ name, kind, options }) => ({ name, kind, options })),
});

describe.each(DATABASE_KINDS)('workspace settings on %s', (kind) => {
  const api = useTestServer(kind);

  /** A portfolio with one workspace, 'Workspace 1', whose id is returned with it. */
  async function workspace(): Promise<{ fixture: Fixture; id: string }> {
    const fixture = await makePortfolio(api.server, { workspaces: 1 });
    return { fixture, id: fixture.workspaceIds[0]! };
  }

  const read = async (id: string, email = 'viewer@horizon.test') => {
    const response = await api.call(email, 'GET', `/workspaces/${id}/settings`);
    expect(response.status).toBe(200);
    return workspaceSettingsSchema.parse(response.body);
  };

  const save = (id: string, body: unknown, email = 'editor@horizon.test') => api.call(email, 'PUT', `/workspaces/${id}/settings`, body);

  it('starts with four empty lists, readable by every member', async () => {
    const { id } = await workspace();
    expect(await read(id, 'viewer@horizon.test')).toEqual(EMPTY_SETTINGS);
    expect(await read(id, 'admin@horizon.test')).toEqual(EMPTY_SETTINGS);
  });

  it('gives the demo workspaces the lists a planner would start from', async () => {
    const page = workspacePageSchema.parse((await api.call('admin@horizon.test', 'GET', '/workspaces?page_size=100')).body);
    const demo = page.contents.find((workspace) => workspace.name === 'Long-term Financial Plan')!;
    expect(withoutIds(await read(demo.id))).toEqual({
      funding_sources: [{ name: 'Renewals' }, { name: 'Capital works' }, { name: 'Grants' }],
      status_items: [{ name: 'Draft' }, { name: 'Under review' }, { name: 'Approved' }],
      priority_items: [{ name: 'High' }, { name: 'Medium' }, { name: 'Low' }],
      udf_fields: [
        { name: 'Ward', kind: 'list', options: ['North', 'South', 'East', 'West'] },
        { name: 'Review date', kind: 'date', options: [] },
        { name: 'Council resolution', kind: 'text', options: [] },
      ],
    });
  });

  it('saves the four lists in the order sent, gives every item an id and answers what a later read shows', async () => {
    const { fixture, id } = await workspace();
    const response = await save(id, FIRST_SETTINGS);
    expect(response.status).toBe(200);
    const saved = workspaceSettingsSchema.parse(response.body);
    expect(withoutIds(saved)).toEqual({
      funding_sources: [{ name: 'Capital works' }, { name: 'Grants' }, { name: 'Operational' }],
      status_items: [{ name: 'Draft' }, { name: 'Approved' }],
      priority_items: [{ name: 'High' }, { name: 'Low' }],
      udf_fields: [
        { name: 'Ward', kind: 'list', options: ['North', 'South'] },
        { name: 'Inspected on', kind: 'date', options: [] },
        { name: 'Notes', kind: 'text', options: [] },
      ],
    });
    expect(await read(id)).toEqual(saved);
    const detail = await api.call('viewer@horizon.test', 'GET', `/workspaces/${id}`);
    expect(detail.body.settings).toEqual(saved);
    const [event] = await eventsOf(api.server, fixture.id);
    expect(event).toMatchObject({ action: 'workspace.settings_updated', subject_type: 'workspace', subject_id: id, subject_name: 'Workspace 1' });
  });

  it('keeps the id of an item sent back renamed or moved, gives new items new ids and removes those left out', async () => {
    const { id } = await workspace();
    const first = workspaceSettingsSchema.parse((await save(id, FIRST_SETTINGS)).body);
    const [capital, grants, operational] = first.funding_sources as [WorkspaceSettings['funding_sources'][number], ...WorkspaceSettings['funding_sources']];
    const [ward, , notes] = first.udf_fields;

    const second = await save(id, {
      funding_sources: [operational, { id: capital.id, name: 'Capital renewals' }, { name: 'Developer contributions' }],
      status_items: first.status_items,
      priority_items: [],
      udf_fields: [{ ...notes, kind: 'number' }, { ...ward, options: ['East', 'North', 'South'] }],
    });
    expect(second.status).toBe(200);
    const saved = workspaceSettingsSchema.parse(second.body);
    expect(saved.funding_sources.map((item) => item.name)).toEqual(['Operational', 'Capital renewals', 'Developer contributions']);
    expect(saved.funding_sources[0]!.id).toBe(operational!.id);
    expect(saved.funding_sources[1]!.id).toBe(capital.id);
    expect([capital.id, grants!.id, operational!.id]).not.toContain(saved.funding_sources[2]!.id);
    expect(saved.status_items).toEqual(first.status_items);
    expect(saved.priority_items).toEqual([]);
    expect(saved.udf_fields).toEqual([
      { id: notes!.id, name: 'Notes', kind: 'number', options: [] },
      { id: ward!.id, name: 'Ward', kind: 'list', options: ['East', 'North', 'South'] },
    ]);
    expect(await read(id)).toEqual(saved);
  });

  it('keeps a simulation’s status through a rename, and clears it when the item is removed', async () => {
    const { id } = await workspace();
    const first = workspaceSettingsSchema.parse((await save(id, FIRST_SETTINGS)).body);
    const draft = first.status_items[0]!;
    const simulation = await api.server.db
      .insertInto('simulations')
      .values({ workspace_id: id, name: 'Run', status_item_id: draft.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const statusOf = async () =>
      (await api.server.db.selectFrom('simulations').select('status_item_id').where('id', '=', simulation.id).executeTakeFirstOrThrow()).status_item_id;

    expect((await save(id, { ...first, status_items: [{ id: draft.id, name: 'In review' }, first.status_items[1]] })).status).toBe(200);
    expect(await statusOf()).toBe(draft.id);
    expect((await save(id, { ...first, status_items: [first.status_items[1]] })).status).toBe(200);
    expect(await statusOf()).toBeNull();
  });

  it('accepts repeated names (SPEC 5: a soft warning only) and keeps each item', async () => {
    const { id } = await workspace();
    const response = await save(id, {
      ...EMPTY_SETTINGS,
      funding_sources: [{ name: 'Grants' }, { name: 'Grants' }, { name: 'grants' }],
      udf_fields: [
        { name: 'Ward', kind: 'text' },
        { name: 'Ward', kind: 'number' },
      ],
    });
    expect(response.status).toBe(200);
    const saved = workspaceSettingsSchema.parse(response.body);
    expect(saved.funding_sources.map((item) => item.name)).toEqual(['Grants', 'Grants', 'grants']);
    expect(new Set(saved.funding_sources.map((item) => item.id)).size).toBe(3);
    expect(saved.udf_fields.map((field) => field.name)).toEqual(['Ward', 'Ward']);
  });

  it('accepts the limits exactly: 50 items, names of 50 characters, a list field of 50 options', async () => {
    const { id } = await workspace();
    const items = Array.from({ length: 50 }, (_, n) => ({ name: `${'名'.repeat(47)}${String(n).padStart(3, '0')}` }));
    const options = Array.from({ length: 50 }, (_, n) => `${'选'.repeat(47)}${String(n).padStart(3, '0')}`);
    const body = {
      funding_sources: items,
      status_items: items,
      priority_items: items,
      udf_fields: items.map(({ name }) => ({ name, kind: 'list', options })),
    };
    const response = await save(id, body);
    expect(response.status).toBe(200);
    const saved = workspaceSettingsSchema.parse(response.body);
    expect(saved.funding_sources.map((item) => item.name)).toEqual(items.map((item) => item.name));
    expect(saved.udf_fields[49]!.options).toEqual(options);
  });

  it.each([
    ['a list field without options', { udf_fields: [{ name: 'Ward', kind: 'list', options: [] }] }, 'body.udf_fields.0.options'],
    ['a list field with no options given', { udf_fields: [{ name: 'Ward', kind: 'list' }] }, 'body.udf_fields.0.options'],
    ['a text field with options', { udf_fields: [{ name: 'Notes', kind: 'text', options: ['a'] }] }, 'body.udf_fields.0.options'],
    ['an option given twice', { udf_fields: [{ name: 'Ward', kind: 'list', options: ['North', 'north '] }] }, 'body.udf_fields.0.options'],
    ['an empty option', { udf_fields: [{ name: 'Ward', kind: 'list', options: [''] }] }, 'body.udf_fields.0.options.0'],
    ['an unknown field kind', { udf_fields: [{ name: 'Ward', kind: 'colour' }] }, 'body.udf_fields.0.kind'],
    ['an empty name', { funding_sources: [{ name: '' }] }, 'body.funding_sources.0.name'],
    ['a name made only of invisible characters', { status_items: [{ name: '\u200B \u00A0' }] }, 'body.status_items.0.name'],
    ['a name of 51 characters', { priority_items: [{ name: 'N'.repeat(51) }] }, 'body.priority_items.0.name'],
    ['a NUL character in a name', { funding_sources: [{ name: 'a\u0000b' }] }, 'body.funding_sources.0.name'],
    ['a lone surrogate in an option', { udf_fields: [{ name: 'Ward', kind: 'list', options: ['a\uD800b'] }] }, 'body.udf_fields.0.options.0'],
    ['51 items in a list', { funding_sources: Array.from({ length: 51 }, (_, n) => ({ name: `Source ${n}` })) }, 'body.funding_sources'],
    ['an id that is not valid', { status_items: [{ id: 'not-a-uuid', name: 'Draft' }] }, 'body.status_items.0.id'],
    ['an id given twice', { status_items: [{ id: UNKNOWN_UUID, name: 'A' }, { id: UNKNOWN_UUID, name: 'B' }] }, 'body.status_items'],
    ['a missing list', { funding_sources: undefined }, 'body.funding_sources'],
  ])('rejects %s with a 400 naming it, and keeps the saved settings', async (_case, change, path) => {
    const { id } = await workspace();
    const before = workspaceSettingsSchema.parse((await save(id, FIRST_SETTINGS)).body);
    const response = await save(id, { ...FIRST_SETTINGS, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 400, message: 'Some of the values you entered are not valid.' });
    expect(errorPaths(response)).toContain(path);
    expect(await read(id)).toEqual(before);
  });

  it('refuses with 409 an item id its list does not hold (removed meanwhile, or another list’s), and keeps every list as it was', async () => {
    const { id } = await workspace();
    const before = workspaceSettingsSchema.parse((await save(id, FIRST_SETTINGS)).body);
    const attempts = [
      { ...before, funding_sources: [...before.funding_sources, { id: UNKNOWN_UUID, name: 'Gone' }] },
      { ...before, priority_items: [before.status_items[0]] },
    ];
    for (const body of attempts) {
      const response = await save(id, body);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        code: 409,
        key: 'errors.workspaceSettingsStale',
        message: "The workspace's settings have changed since you loaded them. Please refresh and try again.",
      });
      expect(await read(id)).toEqual(before);
    }
  });

  it('saves concurrent writes one after another: the lists end as one of them sent, with distinct places', async () => {
    const { id } = await workspace();
    const bodies = Array.from({ length: 5 }, (_, n) => ({
      ...EMPTY_SETTINGS,
      funding_sources: Array.from({ length: n + 2 }, (_, m) => ({ name: `Writer ${n} source ${m}` })),
    }));
    const responses = await Promise.all(bodies.map((body) => save(id, body)));
    expect(responses.map((response) => response.status)).toEqual(Array(5).fill(200));
    const final = await read(id);
    expect(responses.map((response) => response.body)).toContainEqual(final);
    const places = await api.server.db.selectFrom('workspace_funding_sources').select('position').where('workspace_id', '=', id).orderBy('position').execute();
    expect(places.map((row) => row.position)).toEqual(final.funding_sources.map((_, n) => n));
  });

  it('does not let one workspace’s request touch another workspace’s items', async () => {
    const one = await workspace();
    const other = await workspace();
    const theirs = workspaceSettingsSchema.parse((await save(other.id, FIRST_SETTINGS)).body);
    const response = await save(one.id, { ...EMPTY_SETTINGS, funding_sources: [{ id: theirs.funding_sources[0]!.id, name: 'Hijacked' }] });
    expect(response.status).toBe(409);
    expect(await read(other.id)).toEqual(theirs);
  });

  it('moves the workspace to the top of the lists when its settings change', async () => {
    const { fixture, id } = await workspace();
    await api.server.db.updateTable('workspaces').set({ updated_at: new Date('2025-01-01T00:00:00Z') }).where('id', '=', id).execute();
    await api.server.db.insertInto('workspaces').values({ portfolio_id: fixture.id, name: 'Newer', updated_at: new Date('2025-02-01T00:00:00Z') }).execute();
    expect((await save(id, FIRST_SETTINGS)).status).toBe(200);
    const page = workspacePageSchema.parse((await api.call('viewer@horizon.test', 'GET', `/portfolios/${fixture.id}/workspaces`)).body);
    expect(page.contents.map((w) => w.name)).toEqual(['Workspace 1', 'Newer']);
  });

  it('lets an Admin save too, and refuses a Viewer (403), a non-member (404) and a caller without a token (401)', async () => {
    const { fixture, id } = await workspace();
    expect((await save(id, FIRST_SETTINGS, 'admin@horizon.test')).status).toBe(200);
    const before = await read(id);
    const eventCount = (await eventsOf(api.server, fixture.id)).length;
    expect((await save(id, EMPTY_SETTINGS, 'viewer@horizon.test')).status).toBe(403);
    expect((await save(id, EMPTY_SETTINGS, 'outsider@horizon.test')).status).toBe(404);
    expect((await api.call(null, 'PUT', `/workspaces/${id}/settings`, EMPTY_SETTINGS)).status).toBe(401);
    expect((await api.call('outsider@horizon.test', 'GET', `/workspaces/${id}/settings`)).status).toBe(404);
    expect((await api.call(null, 'GET', `/workspaces/${id}/settings`)).status).toBe(401);
    expect(await read(id)).toEqual(before);
    expect(await eventsOf(api.server, fixture.id)).toHaveLength(eventCount);
  });

  it('answers 404 for an unknown workspace and 400 for an id that is not valid', async () => {
    expect((await api.call('editor@horizon.test', 'GET', `/workspaces/${UNKNOWN_UUID}/settings`)).status).toBe(404);
    expect((await save(UNKNOWN_UUID, EMPTY_SETTINGS)).status).toBe(404);
    const bad = await api.call('editor@horizon.test', 'GET', '/workspaces/not-a-uuid/settings');
    expect(bad.status).toBe(400);
    expect(errorPaths(bad)).toContain('params.wsId');
  });
});
