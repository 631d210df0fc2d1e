import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { attachmentListSchema, attachmentSchema } from '../../src/api/schemas/attachment.schema';
import { errorPaths, eventsOf, makePortfolio, UNKNOWN_UUID, ZERO_UUID } from './helpers/api';
import { useTestServer } from './helpers/useTestServer';

describe.each(DATABASE_KINDS)('portfolio attachments on %s', (kind) => {
  const api = useTestServer(kind);

  const list = async (portfolioId: string, email = 'viewer@horizon.test') =>
    attachmentListSchema.parse((await api.call(email, 'GET', `/portfolios/${portfolioId}/attachments`)).body);

  it('lists the resources in their order to every member, and hides them from others', async () => {
    const fixture = await makePortfolio(api.server, { attachments: 3 });
    const resources = await list(fixture.id);
    expect(resources.map((r) => [r.id, r.position])).toEqual(fixture.attachmentIds.map((id, n) => [id, n]));
    expect((await api.call('outsider@horizon.test', 'GET', `/portfolios/${fixture.id}/attachments`)).status).toBe(404);
    expect((await api.call(null, 'GET', `/portfolios/${fixture.id}/attachments`)).status).toBe(401);
  });

  it('lets Editors and Admins add a link at the end, and logs it', async () => {
    const fixture = await makePortfolio(api.server, { attachments: 1 });
    const response = await api.call('editor@horizon.test', 'POST', `/portfolios/${fixture.id}/attachments`, {
      name: ' Condition audit 2025 ',
      url: 'https://gis.riverbend.example/audit',
    });
    expect(response.status).toBe(201);
    expect(attachmentSchema.parse(response.body)).toMatchObject({
      name: 'Condition audit 2025',
      description: '',
      position: 1,
      created_by: { email: 'editor@horizon.test' },
    });
    expect((await eventsOf(api.server, fixture.id))[0]).toMatchObject({ action: 'attachment.created', subject_id: response.body.id });
    expect((await api.call('viewer@horizon.test', 'POST', `/portfolios/${fixture.id}/attachments`, { name: 'x', url: 'https://x.org' })).status).toBe(403);
  });

  it('keeps positions distinct when links are added concurrently', async () => {
    const fixture = await makePortfolio(api.server);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        api.call('admin@horizon.test', 'POST', `/portfolios/${fixture.id}/attachments`, { name: `Link ${n}`, url: `https://x.org/${n}` }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect((await list(fixture.id)).map((r) => r.position)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('accepts the length limits exactly', async () => {
    const fixture = await makePortfolio(api.server);
    const response = await api.call('admin@horizon.test', 'POST', `/portfolios/${fixture.id}/attachments`, {
      name: 'N'.repeat(100),
      url: 'http://intranet.riverbend.example/plans',
      description: 'D'.repeat(500),
    });
    expect(response.status).toBe(201);
  });

  it.each([
    ['an empty name', { name: '', url: 'https://x.org' }, 'body.name'],
    ['a name of 101 characters', { name: 'N'.repeat(101), url: 'https://x.org' }, 'body.name'],
    ['a description of 501 characters', { name: 'ok', url: 'https://x.org', description: 'D'.repeat(501) }, 'body.description'],
    ['no url', { name: 'ok' }, 'body.url'],
    ['an ftp url', { name: 'ok', url: 'ftp://files.example.org/plan.pdf' }, 'body.url'],
    ['a javascript url', { name: 'ok', url: 'javascript:alert(1)' }, 'body.url'],
    ['text that is no url', { name: 'ok', url: 'www.example.org' }, 'body.url'],
  ])('rejects %s with a 400 naming the field', async (_case, body, path) => {
    const fixture = await makePortfolio(api.server);
    const response = await api.call('admin@horizon.test', 'POST', `/portfolios/${fixture.id}/attachments`, body);
    expect(response.status).toBe(400);
    expect(errorPaths(response)).toContain(path);
  });

  it('edits a link and logs what changed; another portfolio cannot reach it', async () => {
    const fixture = await makePortfolio(api.server, { attachments: 2 });
    const other = await makePortfolio(api.server);
    const [first] = fixture.attachmentIds;
    const body = { name: 'Renamed', url: 'https://docs.example.org/1', description: 'Now described' };
    const response = await api.call('editor@horizon.test', 'PUT', `/portfolios/${fixture.id}/attachments/${first}`, body);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ...body, position: 0 });
    expect((await eventsOf(api.server, fixture.id))[0]).toMatchObject({
      action: 'attachment.updated',
      details: { name: { from: 'Resource 1', to: 'Renamed' }, description: { from: '', to: 'Now described' } },
    });
    expect((await api.call('admin@horizon.test', 'PUT', `/portfolios/${other.id}/attachments/${first}`, body)).status).toBe(404);
    expect((await api.call('admin@horizon.test', 'PUT', `/portfolios/${fixture.id}/attachments/${UNKNOWN_UUID}`, body)).status).toBe(404);
    const zero = await api.call('admin@horizon.test', 'PUT', `/portfolios/${fixture.id}/attachments/${ZERO_UUID}`, body);
    expect(errorPaths(zero)).toContain('params.attachmentId');
    expect((await api.call('viewer@horizon.test', 'PUT', `/portfolios/${fixture.id}/attachments/${first}`, body)).status).toBe(403);
  });

  it('deletes a link and closes the gap in the order', async () => {
    const fixture = await makePortfolio(api.server, { attachments: 3 });
    const [first, second, third] = fixture.attachmentIds;
    expect((await api.call('viewer@horizon.test', 'DELETE', `/portfolios/${fixture.id}/attachments/${second}`)).status).toBe(403);
    expect((await api.call('editor@horizon.test', 'DELETE', `/portfolios/${fixture.id}/attachments/${second}`)).status).toBe(204);
    expect((await list(fixture.id)).map((r) => [r.id, r.position])).toEqual([
      [first, 0],
      [third, 1],
    ]);
    expect((await eventsOf(api.server, fixture.id))[0]).toMatchObject({ action: 'attachment.deleted', subject_name: 'Resource 2' });
    expect((await api.call('editor@horizon.test', 'DELETE', `/portfolios/${fixture.id}/attachments/${second}`)).status).toBe(404);
  });

  describe('PUT /portfolios/{pfId}/attachments/order', () => {
    it('puts the links in the order given', async () => {
      const fixture = await makePortfolio(api.server, { attachments: 4 });
      const reversed = [...fixture.attachmentIds].reverse();
      const response = await api.call('editor@horizon.test', 'PUT', `/portfolios/${fixture.id}/attachments/order`, { ids: reversed });
      expect(response.status).toBe(200);
      expect(attachmentListSchema.parse(response.body).map((r) => r.id)).toEqual(reversed);
      expect((await list(fixture.id)).map((r) => r.id)).toEqual(reversed);
      expect((await eventsOf(api.server, fixture.id))[0]).toMatchObject({ action: 'attachments.reordered', details: { ids: reversed } });
    });

    it('refuses a list that is not the current set with 409, and one with duplicates with 400', async () => {
      const fixture = await makePortfolio(api.server, { attachments: 3 });
      const [a, b, c] = fixture.attachmentIds as [string, string, string];
      const order = (ids: string[]) => api.call('admin@horizon.test', 'PUT', `/portfolios/${fixture.id}/attachments/order`, { ids });
      for (const ids of [[a, b], [a, b, c, UNKNOWN_UUID], [a, b, UNKNOWN_UUID], []]) {
        const response = await order(ids);
        expect(response.status).toBe(409);
        expect(response.body.message).toBe('The resources have changed since you loaded them. Please refresh and try again.');
      }
      const duplicate = await order([a, b, b]);
      expect(duplicate.status).toBe(400);
      expect(errorPaths(duplicate)).toContain('body.ids');
      expect((await order([a, 'nope', c])).status).toBe(400);
      expect((await list(fixture.id)).map((r) => r.id)).toEqual([a, b, c]);
      expect(await eventsOf(api.server, fixture.id)).toEqual([]);
    });

    it('is closed to Viewers and hidden from outsiders', async () => {
      const fixture = await makePortfolio(api.server, { attachments: 2 });
      const ids = [...fixture.attachmentIds].reverse();
      expect((await api.call('viewer@horizon.test', 'PUT', `/portfolios/${fixture.id}/attachments/order`, { ids })).status).toBe(403);
      expect((await api.call('outsider@horizon.test', 'PUT', `/portfolios/${fixture.id}/attachments/order`, { ids })).status).toBe(404);
    });
  });
});
