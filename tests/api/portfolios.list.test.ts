import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { portfolioPageSchema } from '../../src/api/schemas/portfolio.schema';
import { useTestServer } from './helpers/useTestServer';

describe.each(DATABASE_KINDS)('GET /api/portfolios on %s', (kind) => {
  const api = useTestServer(kind);

  async function list(email: string, query = '') {
    const response = await fetch(`${api.server.baseUrl}/api/portfolios${query}`, {
      headers: { authorization: `Bearer ${await api.server.tokenFor(email)}` },
    });
    return { status: response.status, body: await response.json() };
  }

  it('pages with the defaults of SPEC 9: page 1 of 50', async () => {
    const { status, body } = await list('admin@horizon.test');
    expect(status).toBe(200);
    const page = portfolioPageSchema.parse(body);
    expect(page).toMatchObject({ current_page: 1, page_size: 50, total_count: 62, total_pages: 2 });
    expect(page.contents).toHaveLength(50);
    const second = portfolioPageSchema.parse((await list('admin@horizon.test', '?page=2')).body);
    expect(second.contents).toHaveLength(12);
    const ids = new Set([...page.contents, ...second.contents].map((p) => p.id));
    expect(ids.size).toBe(62);
  });

  it('filters by owner email, name or id, case-insensitively', async () => {
    const byOwner = portfolioPageSchema.parse((await list('admin@horizon.test', '?filter=PRIYA.SHARMA')).body);
    expect(byOwner.total_count).toBeGreaterThan(0);
    expect(byOwner.contents.every((p) => p.owner.email === 'priya.sharma@horizon.test')).toBe(true);

    const byName = portfolioPageSchema.parse((await list('admin@horizon.test', '?filter=water%20mains')).body);
    expect(byName.total_count).toBeGreaterThan(0);
    expect(byName.contents.every((p) => p.name.toLowerCase().includes('water mains'))).toBe(true);

    const target = byName.contents[0]!;
    const byId = portfolioPageSchema.parse((await list('admin@horizon.test', `?filter=${target.id.slice(0, 13)}`)).body);
    expect(byId.contents.map((p) => p.id)).toContain(target.id);

    const literal = portfolioPageSchema.parse((await list('admin@horizon.test', '?filter=%25')).body);
    expect(literal.total_count).toBe(0);
  });

  it.each([
    ['name', (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) <= 0],
    ['-name', (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) >= 0],
  ])('sorts by %s', async (sort, ordered) => {
    const page = portfolioPageSchema.parse((await list('admin@horizon.test', `?sort=${sort}&page_size=100`)).body);
    const names = page.contents.map((p) => p.name.toLowerCase());
    for (let i = 1; i < names.length; i += 1) expect(ordered(names[i - 1]!, names[i]!)).toBe(true);
  });

  it('sorts newest first', async () => {
    const page = portfolioPageSchema.parse((await list('admin@horizon.test', '?sort=-created_at&page_size=100')).body);
    const times = page.contents.map((p) => Date.parse(p.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows each member their own permission and invite right', async () => {
    const viewer = portfolioPageSchema.parse((await list('viewer@horizon.test', '?page_size=100')).body);
    expect(viewer.total_count).toBe(62);
    expect(viewer.contents.every((p) => p.permission === 'Viewer' && !p.can_invite)).toBe(true);
    const editor = portfolioPageSchema.parse((await list('editor@horizon.test', '?page_size=100')).body);
    expect(editor.contents.every((p) => p.permission === 'Editor')).toBe(true);
    expect(editor.contents.some((p) => p.can_invite)).toBe(true);
    expect(editor.contents.some((p) => !p.can_invite)).toBe(true);
  });

  it('shows an outsider no portfolio', async () => {
    const { body } = await list('outsider@horizon.test');
    expect(body).toEqual({ contents: [], current_page: 1, page_size: 50, total_count: 0, total_pages: 0 });
  });

  it.each([
    ['?page=0', 'querystring.page'],
    ['?page_size=101', 'querystring.page_size'],
    ['?page=abc', 'querystring.page'],
    ['?sort=password_hash', 'querystring.sort'],
    [`?filter=${'x'.repeat(101)}`, 'querystring.filter'],
  ])('rejects %s with a 400 naming the field', async (query, path) => {
    const { status, body } = await list('admin@horizon.test', query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, message: 'Some of the values you entered are not valid.' });
    expect(body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });
});
