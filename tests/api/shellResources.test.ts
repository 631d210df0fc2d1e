import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { changelogSchema } from '../../src/api/schemas/changelog.schema';
import { assetCategoryListSchema } from '../../src/api/schemas/assetCategory.schema';
import { companySignOnSchema, ssoConnectionsSchema } from '../../src/api/schemas/signOn.schema';
import { errorPaths } from './helpers/api';
import { useTestServer } from './helpers/useTestServer';

const packageJson = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/** The class values and criteria names of a sample package, read from its own files. */
async function samplePackage(folder: string): Promise<{ classes: string[]; criteria: string[] }> {
  const csv = await readFile(new URL(`../../samples/${folder}/assets.csv`, import.meta.url), 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  const classColumn = header!.split(',').indexOf('class');
  const classes = new Set<string>();
  for (const row of rows) {
    const cells = row.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, ''));
    classes.add(cells[classColumn]!);
  }
  const settings = JSON.parse(await readFile(new URL(`../../samples/${folder}/settings.json`, import.meta.url), 'utf8')) as { criteria: { name: string }[] };
  return { classes: [...classes].sort(), criteria: settings.criteria.map((criterion) => criterion.name) };
}

const AZURE = {
  sso_connection: 'azure_ad',
  connection: {
    company_name: 'Riverbend Regional Council',
    client_id: '6f1c2d7e-0b4a-4c1e-9a57-3e2b1d0c9f88',
    client_secret: 'kX9~vQ2.secret-Value_7731',
    secret_expiry_date: '2027-06-30T00:00:00Z',
    customer_email_domains: ['horizon.test', 'riverbend.nsw.gov.au'],
    server_domain: 'login.microsoftonline.com',
  },
};

describe.each(DATABASE_KINDS)('the shell resources on %s', (kind) => {
  const api = useTestServer(kind);

  describe('GET /api/changelog', () => {
    it("answers package.json's version and CHANGELOG.md's sections, newest first, to anyone", async () => {
      const response = await api.call(null, 'GET', '/changelog');
      expect(response.status).toBe(200);
      const changelog = changelogSchema.parse(response.body);
      expect(changelog.version).toBe(packageJson.version);
      const markdown = await readFile(new URL('../../CHANGELOG.md', import.meta.url), 'utf8');
      expect(changelog.entries.map((entry) => entry.title)).toEqual([...markdown.matchAll(/^## \S+ — (.+)$/gm)].map((match) => match[1]));
      const dates = changelog.entries.map((entry) => entry.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(changelog.entries.every((entry) => entry.changes.length > 0)).toBe(true);
    });
  });

  describe('GET /api/asset-categories', () => {
    it('lists the three networks of the sample packages, with their classes and criteria as the packages have them', async () => {
      const response = await api.call(null, 'GET', '/asset-categories');
      expect(response.status).toBe(200);
      const { contents } = assetCategoryListSchema.parse(response.body);
      expect(contents.map((category) => category.id)).toEqual(['roads', 'water_mains', 'buildings']);
      for (const category of contents) {
        const sample = await samplePackage(category.sample.replace('samples/', ''));
        expect([...category.classes].sort()).toEqual(sample.classes);
        expect(category.criteria).toEqual(sample.criteria);
      }
    });
  });

  describe('GET /api/company-connection and GET /api/sso-connections', () => {
    it('tells a member that their organisation has no company sign-on yet', async () => {
      const response = await api.call('viewer@horizon.test', 'GET', '/company-connection');
      expect(response.status).toBe(200);
      expect(companySignOnSchema.parse(response.body)).toEqual({
        organisation_name: 'Riverbend Regional Council',
        sso_connection: 'none',
        company_name: null,
        customer_email_domains: [],
        covers_me: false,
      });
    });

    it('finds no sign-on for a domain no company serves', async () => {
      const response = await api.call(null, 'GET', '/sso-connections?email=someone%40example.org');
      expect(response.status).toBe(200);
      expect(ssoConnectionsSchema.parse(response.body)).toEqual({ domain: 'example.org', connections: [] });
    });

    it("once the admin saves a connection, members see it without its secrets, and the sign-in page finds it by an address's domain", async () => {
      const organisation = await api.server.db.selectFrom('organisations').select('id').executeTakeFirstOrThrow();
      expect((await api.call('admin@horizon.test', 'PUT', `/profile/company-connection/${organisation.id}`, AZURE)).status).toBe(200);

      const member = await api.call('viewer@horizon.test', 'GET', '/company-connection');
      expect(member.body).toEqual({
        organisation_name: 'Riverbend Regional Council',
        sso_connection: 'azure_ad',
        company_name: 'Riverbend Regional Council',
        customer_email_domains: ['horizon.test', 'riverbend.nsw.gov.au'],
        covers_me: true,
      });
      expect(JSON.stringify(member.body)).not.toContain(AZURE.connection.client_id);
      expect(JSON.stringify(member.body)).not.toContain('login.microsoftonline.com');

      const lookup = await api.call(null, 'GET', '/sso-connections?email=Planner%40Riverbend.NSW.gov.au');
      expect(lookup.body).toEqual({ domain: 'riverbend.nsw.gov.au', connections: [{ company_name: 'Riverbend Regional Council', sso_connection: 'azure_ad' }] });
    });

    it('tells a user of no organisation that there is none', async () => {
      const response = await api.call('outsider@horizon.test', 'GET', '/company-connection');
      expect(response.body).toMatchObject({ organisation_name: null, sso_connection: 'none', covers_me: false });
    });

    it('needs a token for the organisation, not for the sign-in lookup', async () => {
      expect((await api.call(null, 'GET', '/company-connection')).status).toBe(401);
    });

    it.each([['no address', ''], ['not an address', '?email=riverbend'], ['an address too long', `?email=${'a'.repeat(250)}%40x.org`]])(
      'refuses %s with 400',
      async (_case, query) => {
        const response = await api.call(null, 'GET', `/sso-connections${query}`);
        expect(response.status).toBe(400);
        expect(errorPaths(response)).toEqual(['querystring.email']);
      },
    );
  });
});

const directives = (csp: string | null) =>
  new Map(
    (csp ?? '').split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources] as const;
    }),
  );

describe.each(DATABASE_KINDS)('SENTRY_DSN on %s', (kind) => {
  describe('unset', () => {
    const api = useTestServer(kind);
    it('gives the browser no error-reporting service', async () => {
      expect((await api.call(null, 'GET', '/config')).body.sentry_dsn).toBeNull();
    });
  });

  describe('set', () => {
    const DSN = 'https://0123456789abcdef@errors.example.org/42';
    const api = useTestServer(kind, { SENTRY_DSN: DSN });
    it("passes the DSN to the browser and lets it talk to the DSN's origin only", async () => {
      const response = await api.call(null, 'GET', '/config');
      expect(response.body.sentry_dsn).toBe(DSN);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('connect-src')).toContain('https://errors.example.org');
      expect(csp.get('script-src')).not.toContain('https://errors.example.org');
    });
  });
});
