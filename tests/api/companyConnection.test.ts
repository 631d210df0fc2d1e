import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, startTestServer, type TestServer } from '../support/testServer';
import { companyConnectionSchema, SECRET_MASK } from '../../src/api/schemas/companyConnection.schema';
import { apiClient, errorPaths, UNKNOWN_UUID, ZERO_UUID } from './helpers/api';
import { useTestServer } from './helpers/useTestServer';

const SECRET = 'kX9~vQ2.secret-Value_7731';

const todayAtMidnightUtc = () => `${new Date().toISOString().slice(0, 10)}T00:00:00Z`;

const azure = (overrides: Record<string, unknown> = {}) => ({
  sso_connection: 'azure_ad',
  connection: {
    company_name: 'Riverbend Regional Council',
    client_id: '6f1c2d7e-0b4a-4c1e-9a57-3e2b1d0c9f88',
    client_secret: SECRET,
    secret_expiry_date: '2027-06-30T00:00:00Z',
    customer_email_domains: ['riverbend.nsw.gov.au', 'Water.Riverbend.NSW.gov.au'],
    server_domain: 'login.microsoftonline.com',
    ...overrides,
  },
});

describe.each(DATABASE_KINDS)('company connection on %s', (kind) => {
  let organisationId: string;
  const api = useTestServer(kind);
  beforeAll(async () => {
    const organisation = await api.server.db.selectFrom('organisations').select('id').executeTakeFirstOrThrow();
    organisationId = organisation.id;
  });

  const save = (body: unknown, email = 'admin@horizon.test', id = organisationId) =>
    api.call(email, 'PUT', `/profile/company-connection/${id}`, body);
  const stored = () =>
    api.server.db.selectFrom('company_connections').selectAll().where('organisation_id', '=', organisationId).executeTakeFirst();

  it('starts with no connection', async () => {
    const response = await api.call('admin@horizon.test', 'GET', '/profile/company-connection');
    expect(response.status).toBe(200);
    expect(companyConnectionSchema.parse(response.body)).toEqual({
      id: organisationId,
      name: 'Riverbend Regional Council',
      sso_connection: 'none',
      connection: null,
      updated_at: null,
    });
  });

  it('saves a connection with the secret encrypted, and never answers the secret', async () => {
    const response = await save(azure());
    expect(response.status).toBe(200);
    const saved = companyConnectionSchema.parse(response.body);
    expect(saved).toMatchObject({
      sso_connection: 'azure_ad',
      connection: {
        client_secret: `${SECRET_MASK}7731`,
        customer_email_domains: ['riverbend.nsw.gov.au', 'water.riverbend.nsw.gov.au'],
        secret_expiry_date: '2027-06-30T00:00:00Z',
      },
    });
    const row = (await stored())!;
    expect(row.client_secret_ciphertext).not.toContain(SECRET);
    expect(row.client_secret_ciphertext).not.toContain(Buffer.from(SECRET).toString('base64url'));
    expect(row.client_secret_ciphertext).not.toContain(Buffer.from(SECRET).toString('base64'));
    expect(row.client_secret_ciphertext).toMatch(/^v1\.company-secret-[0-9a-f]{8}\./);

    const fetched = await api.call('owner@horizon.test', 'GET', '/profile/company-connection');
    expect(fetched.body).toEqual(saved);
    expect(fetched.bytes.toString('utf8')).not.toContain(SECRET);
    const event = await api.server.db.selectFrom('activity_events').selectAll().where('action', '=', 'company_connection.saved').executeTakeFirstOrThrow();
    expect(JSON.stringify(event)).not.toContain(SECRET);
  });

  it('keeps the stored secret when the masked value comes back, and replaces it when a new one does', async () => {
    await save(azure());
    const before = (await stored())!.client_secret_ciphertext;
    const masked = await save(azure({ client_secret: `${SECRET_MASK}7731`, company_name: 'Riverbend Council' }));
    expect(masked.status).toBe(200);
    expect(masked.body.connection).toMatchObject({ company_name: 'Riverbend Council', client_secret: `${SECRET_MASK}7731` });
    expect((await stored())!.client_secret_ciphertext).toBe(before);

    const replaced = await save(azure({ client_secret: 'a-brand-new-secret-0042' }));
    expect(replaced.body.connection.client_secret).toBe(`${SECRET_MASK}0042`);
    expect((await stored())!.client_secret_ciphertext).not.toBe(before);
  });

  it('masks short secrets completely', async () => {
    const response = await save(azure({ client_secret: 'short' }));
    expect(response.body.connection.client_secret).toBe(SECRET_MASK);
  });

  it('reads the zero-date expiry as today at midnight UTC, on save and on load', async () => {
    const saved = await save(azure({ secret_expiry_date: '0001-01-01T00:00:00Z' }));
    expect(saved.body.connection.secret_expiry_date).toBe(todayAtMidnightUtc());
    await api.server.db
      .updateTable('company_connections')
      .set({ secret_expires_at: '0001-01-01T00:00:00Z' })
      .where('organisation_id', '=', organisationId)
      .execute();
    const loaded = await api.call('admin@horizon.test', 'GET', '/profile/company-connection');
    expect(loaded.body.connection.secret_expiry_date).toBe(todayAtMidnightUtc());
  });

  it('removes the connection permanently when the SSO type is None', async () => {
    await save(azure());
    const response = await save({ sso_connection: 'none' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ sso_connection: 'none', connection: null });
    expect(await stored()).toBeUndefined();
    expect((await api.call('admin@horizon.test', 'GET', '/profile/company-connection')).body.connection).toBeNull();
    const removed = await api.server.db.selectFrom('activity_events').select('action').where('action', '=', 'company_connection.removed').execute();
    expect(removed).toHaveLength(1);
  });

  it('refuses the masked secret when no secret is stored', async () => {
    await save({ sso_connection: 'none' });
    const response = await save(azure({ client_secret: SECRET_MASK }));
    expect(response.status).toBe(400);
    expect(await stored()).toBeUndefined();
  });

  it.each([
    ['an SSO type without its fields', { sso_connection: 'okta' }, 'body.connection'],
    ['an unknown SSO type', { ...azure(), sso_connection: 'ldap' }, 'body.sso_connection'],
    ['an email domain that is not a domain', azure({ customer_email_domains: ['riverbend.nsw.gov.au', 'not a domain'] }), 'body.connection.customer_email_domains.1'],
    ['an email domain with a scheme', azure({ customer_email_domains: ['https://riverbend.nsw.gov.au'] }), 'body.connection.customer_email_domains.0'],
    ['no email domain', azure({ customer_email_domains: [] }), 'body.connection.customer_email_domains'],
    ['a domain twice', azure({ customer_email_domains: ['a.example.org', 'A.example.org'] }), 'body.connection.customer_email_domains'],
    ['a server domain that is not a domain', azure({ server_domain: 'localhost' }), 'body.connection.server_domain'],
    ['an empty client id', azure({ client_id: '' }), 'body.connection.client_id'],
    ['a company name of 101 characters', azure({ company_name: 'C'.repeat(101) }), 'body.connection.company_name'],
    ['an empty secret', azure({ client_secret: '' }), 'body.connection.client_secret'],
    ['an expiry that is no date', azure({ secret_expiry_date: 'next year' }), 'body.connection.secret_expiry_date'],
  ])('rejects %s with a 400 naming the field', async (_case, body, path) => {
    const response = await save(body);
    expect(response.status).toBe(400);
    expect(errorPaths(response)).toContain(path);
  });

  it('is for organisation admins only: 403 to others, 404 for another company, 400 for bad ids, 401 without a token', async () => {
    for (const email of ['editor@horizon.test', 'viewer@horizon.test', 'outsider@horizon.test']) {
      expect((await api.call(email, 'GET', '/profile/company-connection')).status).toBe(403);
      expect((await save(azure(), email)).status).toBe(403);
    }
    expect((await save(azure(), 'admin@horizon.test', UNKNOWN_UUID)).status).toBe(404);
    expect((await save(azure(), 'admin@horizon.test', ZERO_UUID)).status).toBe(400);
    expect((await api.call(null, 'GET', '/profile/company-connection')).status).toBe(401);
  });
});

describe('company connection with an operator key', () => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('encrypts new secrets with COMPANY_SECRET_KEY and still masks them', async () => {
    const operatorKey = Buffer.alloc(32, 7).toString('base64url');
    server = await startTestServer('pglite', { COMPANY_SECRET_KEY: operatorKey });
    const call = apiClient(server);
    const organisation = await server.db.selectFrom('organisations').select('id').executeTakeFirstOrThrow();
    const response = await call('admin@horizon.test', 'PUT', `/profile/company-connection/${organisation.id}`, azure());
    expect(response.status).toBe(200);
    expect(response.body.connection.client_secret).toBe(`${SECRET_MASK}7731`);
    const row = await server.db.selectFrom('company_connections').selectAll().where('organisation_id', '=', organisation.id).executeTakeFirstOrThrow();
    expect(row.client_secret_ciphertext).toMatch(/^v1\.operator\./);
    expect(row.client_secret_ciphertext).not.toContain(SECRET);
  });
});
