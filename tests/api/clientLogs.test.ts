import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { errorPaths, userId } from './helpers/api';
import { useTestServer } from './helpers/useTestServer';

const error = (overrides: Record<string, unknown> = {}) => ({
  kind: 'error',
  source: 'window',
  message: 'Cannot read properties of undefined (reading "name")',
  name: 'TypeError',
  stack: 'TypeError: Cannot read properties of undefined\n    at PortfolioCard (PortfolioCard.tsx:12:3)',
  location: '/portfolios?page=2',
  occurred_at: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

const pageLoad = {
  kind: 'pageLoad',
  location: '/portfolios',
  complete: true,
  timings: { time_to_first_byte: 120, dom_content_loaded: 850, load: 4600 },
  occurred_at: '2026-11-26T10:00:04.000Z',
};

/** What the route handed the server's log: the entry object and the message of each call. */
function logCalls(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls.map(([entry, message]) => ({ entry: entry as Record<string, unknown>, message }));
}

/** SPEC 7 "a logging endpoint": POST /api/logs, with SPEC 9's page-load timing and SPEC 7's skipped statuses. */
describe.each(DATABASE_KINDS)('POST /api/logs on %s', (kind) => {
  const api = useTestServer(kind);
  afterEach(() => vi.restoreAllMocks());

  it("writes a signed-in page's error to the server log with the user's id", async () => {
    const logged = vi.spyOn(api.server.app.log, 'error');
    const response = await api.call('editor@horizon.test', 'POST', '/logs', error());
    expect(response.status).toBe(204);
    const calls = logCalls(logged).filter((call) => call.message === 'client error');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.entry).toMatchObject({
      userId: await userId(api.server, 'editor@horizon.test'),
      client: { source: 'window', message: error().message, name: 'TypeError', location: '/portfolios?page=2' },
    });
  });

  it('takes errors of signed-out pages too, without a user', async () => {
    const logged = vi.spyOn(api.server.app.log, 'error');
    const response = await api.call(null, 'POST', '/logs', error({ source: 'render', location: '/login' }));
    expect(response.status).toBe(204);
    expect(logCalls(logged).find((call) => call.message === 'client error')?.entry).toMatchObject({ userId: null, client: { location: '/login' } });
  });

  it('writes page-load timings at info level', async () => {
    const logged = vi.spyOn(api.server.app.log, 'info');
    const response = await api.call('viewer@horizon.test', 'POST', '/logs', pageLoad);
    expect(response.status).toBe(204);
    expect(logCalls(logged).find((call) => call.message === 'client page load')?.entry).toMatchObject({
      client: { complete: true, timings: { load: 4600 } },
    });
  });

  it('refuses a sent token that is not valid, as any signed-in route does', async () => {
    const response = await api.call(null, 'POST', '/logs', error(), { authorization: 'Bearer not-a-token' });
    expect(response.status).toBe(401);
  });

  it.each([400, 404, 422, 500, 503, 599])('refuses an event of HTTP status %i: SPEC 7 skips 400-599', async (status) => {
    const response = await api.call(null, 'POST', '/logs', error({ status }));
    expect(response.status).toBe(400);
    expect(errorPaths(response)).toEqual(['body.status']);
  });

  it.each([0, 302, 399])('takes an event of status %i outside 400-599', async (status) => {
    const response = await api.call(null, 'POST', '/logs', error({ status: status === 0 ? undefined : status }));
    expect(response.status).toBe(204);
  });

  it.each([
    ['an unknown kind', { ...pageLoad, kind: 'click' }, 'body.kind'],
    ['an empty message', error({ message: '' }), 'body.message'],
    ['a message over 1000 characters', error({ message: 'x'.repeat(1001) }), 'body.message'],
    ['an unknown source', error({ source: 'console' }), 'body.source'],
    ["another site's address", error({ location: 'https://evil.example/steal' }), 'body.location'],
    ['a time that is not one', error({ occurred_at: 'yesterday' }), 'body.occurred_at'],
    ['a timing over 10 minutes', { ...pageLoad, timings: { load: 600_001 } }, 'body.timings.load'],
    ['a negative timing', { ...pageLoad, timings: { load: -1 } }, 'body.timings.load'],
  ])('refuses %s with 400', async (_case, body, path) => {
    const response = await api.call(null, 'POST', '/logs', body);
    expect(response.status).toBe(400);
    expect(response.body.key).toBe('errors.validation');
    expect(errorPaths(response)).toContain(path);
  });

  it('refuses a body over 32 KB with 413', async () => {
    const response = await api.call(null, 'POST', '/logs', { ...error(), details: 'x'.repeat(33 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body.key).toBe('errors.payloadTooLarge');
  });

  it('answers 429 once a user has sent 30 events in a minute', async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent < 31; sent += 1) statuses.push((await api.call('owner@horizon.test', 'POST', '/logs', error())).status);
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Counted per user: another user's page still reports.
    expect((await api.call('admin@horizon.test', 'POST', '/logs', error())).status).toBe(204);
  });
});
