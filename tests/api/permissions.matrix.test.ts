import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { makePortfolio, userId, type Fixture } from './helpers/api';
import { useTestServer } from './helpers/useTestServer';

/**
 * SPEC 6 as a table: every route, called by each kind of caller, answers the status given here.
 * Each call gets a fresh portfolio (the `Context`), so that writes and deletions do not leak into
 * other cells. To cover a new route, add a row.
 */
type Role = 'admin' | 'editor' | 'viewer' | 'outsider' | 'anonymous';

const CALLERS: Record<Role, string | null> = {
  admin: 'admin@horizon.test',
  editor: 'editor@horizon.test',
  viewer: 'viewer@horizon.test',
  outsider: 'outsider@horizon.test',
  anonymous: null,
};

type Context = {
  portfolio: Fixture;
  /** What the placeholders of a row's path stand for; {memberId} is an active Viewer (priya). */
  ids: Record<'pfId' | 'memberId' | 'invitationId' | 'attachmentId' | 'organisationId' | 'logoHash', string>;
};

type Row = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route's path under /api, with {placeholders} from the context. */
  path: string;
  body?: (c: Context) => unknown;
  headers?: Record<string, string>;
  expected: Record<Role, number>;
};

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(56, 7)]);
const LOGO_HASH = 'a'.repeat(64);

const everyMember = { admin: 200, editor: 200, viewer: 200, outsider: 404, anonymous: 401 };
const adminsOnly = { admin: 200, editor: 403, viewer: 403, outsider: 404, anonymous: 401 };
const contentWriters = { admin: 200, editor: 200, viewer: 403, outsider: 404, anonymous: 401 };
const anyAccount = { admin: 200, editor: 200, viewer: 200, outsider: 200, anonymous: 401 };
const organisationAdmins = { admin: 200, editor: 403, viewer: 403, outsider: 403, anonymous: 401 };
const created = (expected: Record<Role, number>) => mapSuccess(expected, 201);
const noContent = (expected: Record<Role, number>) => mapSuccess(expected, 204);

function mapSuccess(expected: Record<Role, number>, status: number): Record<Role, number> {
  return Object.fromEntries(Object.entries(expected).map(([role, code]) => [role, code === 200 ? status : code])) as Record<Role, number>;
}

const ROWS: Row[] = [
  { method: 'GET', path: '/portfolios', expected: anyAccount },
  {
    method: 'POST',
    path: '/portfolios',
    body: () => ({ name: 'Matrix portfolio' }),
    // Only admin@ has a subscription (Core, with free slots); the others have none.
    expected: { admin: 201, editor: 403, viewer: 403, outsider: 403, anonymous: 401 },
  },
  { method: 'GET', path: '/portfolios/{pfId}', expected: everyMember },
  { method: 'PUT', path: '/portfolios/{pfId}', body: () => ({ name: 'Renamed' }), expected: adminsOnly },
  { method: 'DELETE', path: '/portfolios/{pfId}', body: (c) => ({ confirm_name: c.portfolio.name }), expected: noContent(adminsOnly) },
  { method: 'POST', path: '/portfolios/{pfId}/logo', body: () => PNG, headers: { 'content-type': 'image/png' }, expected: adminsOnly },
  { method: 'GET', path: '/portfolio-logos/{pfId}/{logoHash}', expected: { admin: 200, editor: 200, viewer: 200, outsider: 200, anonymous: 200 } },
  { method: 'GET', path: '/portfolios/{pfId}/members', expected: everyMember },
  {
    method: 'POST',
    path: '/portfolios/{pfId}/members',
    body: () => ({ email: 'matrix.invitee@horizon.test', permission: 'Viewer' }),
    expected: created(adminsOnly),
  },
  { method: 'PUT', path: '/portfolios/{pfId}/members/{memberId}', body: () => ({ permission: 'Editor' }), expected: adminsOnly },
  { method: 'DELETE', path: '/portfolios/{pfId}/members/{memberId}', expected: noContent(adminsOnly) },
  { method: 'POST', path: '/portfolios/{pfId}/members/{invitationId}/resend', expected: adminsOnly },
  { method: 'GET', path: '/portfolios/{pfId}/attachments', expected: everyMember },
  {
    method: 'POST',
    path: '/portfolios/{pfId}/attachments',
    body: () => ({ name: 'Plan', url: 'https://docs.example.org/plan' }),
    expected: created(contentWriters),
  },
  { method: 'PUT', path: '/portfolios/{pfId}/attachments/order', body: (c) => ({ ids: [c.ids.attachmentId] }), expected: contentWriters },
  {
    method: 'PUT',
    path: '/portfolios/{pfId}/attachments/{attachmentId}',
    body: () => ({ name: 'Plan v2', url: 'https://docs.example.org/plan-v2' }),
    expected: contentWriters,
  },
  { method: 'DELETE', path: '/portfolios/{pfId}/attachments/{attachmentId}', expected: noContent(contentWriters) },
  { method: 'GET', path: '/portfolios/{pfId}/invoices', expected: adminsOnly },
  { method: 'GET', path: '/portfolios/{pfId}/events', expected: everyMember },
  { method: 'GET', path: '/profile', expected: anyAccount },
  { method: 'PUT', path: '/profile', body: () => ({ portfolio_notification: true }), expected: anyAccount },
  { method: 'POST', path: '/profile/logout', expected: noContent(anyAccount) },
  { method: 'GET', path: '/profile/subscription', expected: { admin: 200, editor: 404, viewer: 404, outsider: 404, anonymous: 401 } },
  {
    method: 'POST',
    path: '/profile/subscription',
    body: () => ({ subscription_id: 'HZN-COR-3107' }),
    // The outsider belongs to no organisation, so no code is theirs to link.
    expected: { admin: 200, editor: 200, viewer: 200, outsider: 404, anonymous: 401 },
  },
  { method: 'GET', path: '/profile/company-connection', expected: organisationAdmins },
  {
    method: 'PUT',
    path: '/profile/company-connection/{organisationId}',
    body: () => ({ sso_connection: 'none' }),
    expected: organisationAdmins,
  },
];

const CASES = ROWS.flatMap((row) => (Object.keys(CALLERS) as Role[]).map((role) => ({ row, role })));

describe.each(DATABASE_KINDS)('permission matrix on %s', (kind) => {
  let priyaId: string;
  let organisationId: string;
  const api = useTestServer(kind);
  beforeAll(async () => {
    priyaId = await userId(api.server, 'priya.sharma@horizon.test');
    organisationId = (await api.server.db.selectFrom('organisations').select('id').executeTakeFirstOrThrow()).id;
    // Signing in is the slow part; do it once per account, up front.
    await Promise.all(Object.values(CALLERS).flatMap((email) => (email ? [api.server.tokenFor(email)] : [])));
  });

  async function freshContext(): Promise<Context> {
    const fixture = await makePortfolio(api.server, {
      members: {
        'owner@horizon.test': ['Admin', true],
        'admin@horizon.test': ['Admin', true],
        'editor@horizon.test': ['Editor', false],
        'viewer@horizon.test': ['Viewer', false],
        'priya.sharma@horizon.test': ['Viewer', false],
      },
      invitations: { 'matrix.pending@horizon.test': 'Editor' },
      attachments: 1,
    });
    await api.server.db
      .updateTable('portfolios')
      .set({ logo: PNG, logo_content_type: 'image/png', logo_hash: LOGO_HASH })
      .where('id', '=', fixture.id)
      .execute();
    return {
      portfolio: fixture,
      ids: {
        pfId: fixture.id,
        memberId: priyaId,
        invitationId: fixture.invitationIds[0]!,
        attachmentId: fixture.attachmentIds[0]!,
        organisationId,
        logoHash: LOGO_HASH,
      },
    };
  }

  it.each(CASES.map(({ row, role }) => [row.method, row.path, role, row] as const))(
    '%s %s as %s',
    async (_method, _path, role, row) => {
      const context = await freshContext();
      const path = row.path.replace(/\{(\w+)\}/g, (_, name: keyof Context['ids']) => context.ids[name]);
      const response = await api.call(CALLERS[role], row.method, path, row.body?.(context), row.headers);
      expect({ status: response.status, body: response.body }).toMatchObject({ status: row.expected[role] });
      if (response.status >= 400) expect(response.body).toMatchObject({ code: response.status, message: expect.any(String) });
    },
  );
});
