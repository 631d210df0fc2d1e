import { beforeAll, describe, expect, it } from 'vitest';
import { errorPaths, makePortfolio, type Fixture } from '../helpers/api';
import { useTestServer } from '../helpers/useTestServer';
import { authorizeUrl } from '../../support/codeFlow';

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\uD800b';
const INVISIBLE = '\u200B\u2060\uFEFF \u00A0';

type Case = { method: string; path: (f: Fixture) => string; body: Record<string, unknown>; field: string };

/** Every text field a client sends, each with a valid body around it. */
const FIELDS: Case[] = [
  ...['first_name', 'last_name', 'organisation', 'region', 'department', 'job_title', 'timezone'].map((field) => ({
    method: 'PUT',
    path: () => '/profile',
    body: {},
    field,
  })),
  { method: 'POST', path: () => '/portfolios', body: { name: 'Roads', description: 'Roads' }, field: 'name' },
  { method: 'POST', path: () => '/portfolios', body: { name: 'Roads', description: 'Roads' }, field: 'description' },
  { method: 'PUT', path: (f) => `/portfolios/${f.id}`, body: { name: 'Roads', description: 'Roads' }, field: 'name' },
  { method: 'PUT', path: (f) => `/portfolios/${f.id}`, body: { name: 'Roads', description: 'Roads' }, field: 'description' },
  { method: 'DELETE', path: (f) => `/portfolios/${f.id}`, body: {}, field: 'confirm_name' },
  ...['name', 'url', 'description'].map((field) => ({
    method: 'POST',
    path: (f: Fixture) => `/portfolios/${f.id}/attachments`,
    body: { name: 'Plan', url: 'https://docs.example.org/plan', description: '' },
    field,
  })),
  ...['name', 'url', 'description'].map((field) => ({
    method: 'PUT',
    path: (f: Fixture) => `/portfolios/${f.id}/attachments/${f.attachmentIds[0]}`,
    body: { name: 'Plan', url: 'https://docs.example.org/plan', description: '' },
    field,
  })),
  { method: 'POST', path: (f) => `/portfolios/${f.id}/members`, body: { permission: 'Viewer' }, field: 'email' },
  { method: 'POST', path: () => '/profile/subscription', body: {}, field: 'subscription_id' },
];

/** Issue 11: NUL or a lone surrogate in any text answered 500 and logged the failing SQL with its parameters. */
describe('text a client sends', () => {
  const api = useTestServer('pglite');
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await makePortfolio(api.server, { attachments: 1 });
  });

  describe.each([
    ['a NUL character', NUL],
    ['a lone surrogate', LONE_SURROGATE],
  ])('with %s', (_name, text) => {
    it.each(FIELDS.map((c) => [`${c.method} ${c.path({ id: ':pfId', attachmentIds: [':id'] } as Fixture)} ${c.field}`, c] as const))(
      'is refused with 400 in %s',
      async (_label, c) => {
        const response = await api.call('owner@horizon.test', c.method, c.path(fixture), { ...c.body, [c.field]: text });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ code: 400, key: 'errors.validation' });
        expect(errorPaths(response)).toContain(`body.${c.field}`);
      },
    );
  });

  // A URL cannot carry a lone surrogate (percent-encoded UTF-8 has none), but it can carry NUL.
  it('refuses a NUL character in the portfolio list filter with 400', async () => {
    const response = await api.call('owner@horizon.test', 'GET', '/portfolios?filter=a%00b');
    expect(response.status).toBe(400);
    expect(errorPaths(response)).toContain('querystring.filter');
  });

  it.each([
    ['a portfolio name', 'POST', () => '/portfolios', { name: INVISIBLE, description: '' }, 'body.name'],
    ['an attachment name', 'POST', (f: Fixture) => `/portfolios/${f.id}/attachments`, { name: INVISIBLE, url: 'https://docs.example.org/x' }, 'body.name'],
    ['a profile first name', 'PUT', () => '/profile', { first_name: INVISIBLE }, 'body.first_name'],
    ['a profile last name', 'PUT', () => '/profile', { last_name: '\u200B' }, 'body.last_name'],
  ])('refuses %s made only of invisible characters', async (_case, method, path, body, errorPath) => {
    const response = await api.call('owner@horizon.test', method, path(fixture), body);
    expect(response.status).toBe(400);
    expect(errorPaths(response)).toContain(errorPath);
  });

  it.each([
    ['an authorization code', 'grant_type=authorization_code&client_id=horizon-spa&redirect_uri=x&code=a%00b&code_verifier=' + 'v'.repeat(43)],
    ['a refresh token', 'grant_type=refresh_token&client_id=horizon-spa&refresh_token=a%00b'],
  ])('makes the token endpoint refuse %s with a NUL character as invalid (400)', async (_case, body) => {
    const response = await fetch(`${api.server.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('makes the sign-in start refuse a NUL character in its state as an invalid request', async () => {
    const authorize = authorizeUrl(api.server.baseUrl, { state: 'a\u0000b' });
    const response = await fetch(authorize, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
  });

  it('keeps names with visible characters around invisible ones', async () => {
    const response = await api.call('owner@horizon.test', 'PUT', '/profile', { first_name: '\u200BZoë\u200D' });
    expect(response.status).toBe(200);
  });
});
