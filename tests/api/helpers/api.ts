import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { TestServer } from '../../support/testServer';
import type { Permission } from '../../../src/api/schemas/user.schema';
import { hashPassword } from '../../../server/identity/passwords';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any answer's JSON field by field; their expectations check its shape
export type ApiResponse = { status: number; headers: Headers; body: any; bytes: Buffer };

/** Calls the API as the given demo account (null: without a token); objects go as JSON, Buffers as they are. */
export function apiClient(server: TestServer) {
  return async function call(
    email: string | null,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse> {
    const sent: Record<string, string> = { ...headers };
    if (email) sent.authorization = `Bearer ${await server.tokenFor(email)}`;
    let payload: BodyInit | undefined;
    if (Buffer.isBuffer(body)) payload = new Uint8Array(body);
    else if (body !== undefined) {
      sent['content-type'] ??= 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${server.baseUrl}/api${path}`, { method, headers: sent, body: payload });
    const bytes = Buffer.from(await response.arrayBuffer());
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    return { status: response.status, headers: response.headers, body: isJson && bytes.length > 0 ? JSON.parse(bytes.toString('utf8')) : undefined, bytes };
  };
}

/** The paths of a 400's `errors`, e.g. ['body.name']. */
export const errorPaths = (response: ApiResponse): string[] => (response.body?.errors ?? []).map((e: { path: string }) => e.path);

export async function userId(server: TestServer, email: string): Promise<string> {
  const row = await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

/** A user who can sign in with the demo password, as an account created after the demo data. */
export async function createUser(server: TestServer, email: string, fields: { organisation_id?: string | null } = {}): Promise<string> {
  const row = await server.db
    .insertInto('users')
    .values({ email, first_name: 'New', last_name: 'Person', password_hash: await hashPassword('horizon'), ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.db.updateTable('users').set({ auth_subject: row.id }).where('id', '=', row.id).execute();
  return row.id;
}

export type FixtureOptions = {
  owner?: string;
  subscription?: string;
  members?: Record<string, [Permission, boolean?]>;
  invitations?: Record<string, Permission>;
  attachments?: number;
  /** Workspaces named 'Workspace 1', 'Workspace 2', ... */
  workspaces?: number;
  name?: string;
};

export type Fixture = { id: string; name: string; attachmentIds: string[]; invitationIds: string[]; workspaceIds: string[] };

/**
 * A portfolio written straight into the database, so that each case can spend one. By default it
 * is owned by owner@ with admin@ Admin, editor@ Editor and viewer@ Viewer (none may invite beyond
 * Admins), billed to the cancelled subscription so that it takes no slot anyone creates with.
 */
export async function makePortfolio(server: TestServer, options: FixtureOptions = {}): Promise<Fixture> {
  const db = server.db;
  const owner = options.owner ?? 'owner@horizon.test';
  const name = options.name ?? `Fixture ${randomUUID().slice(0, 8)}`;
  const subscription = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('code', '=', options.subscription ?? 'HZN-ESS-5599')
    .executeTakeFirstOrThrow();
  const portfolio = await db
    .insertInto('portfolios')
    .values({ name, description: 'A portfolio made by a test', subscription_id: subscription.id, owner_id: await userId(server, owner) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const members = options.members ?? {
    [owner]: ['Admin', true],
    'admin@horizon.test': ['Admin', true],
    'editor@horizon.test': ['Editor', false],
    'viewer@horizon.test': ['Viewer', false],
  };
  for (const [email, [permission, allowInviting]] of Object.entries(members)) {
    await db
      .insertInto('portfolio_members')
      .values({ portfolio_id: portfolio.id, user_id: await userId(server, email), permission, allow_inviting: allowInviting ?? false })
      .execute();
  }
  const attachmentIds: string[] = [];
  for (let n = 0; n < (options.attachments ?? 0); n += 1) {
    const row = await db
      .insertInto('portfolio_attachments')
      .values({ portfolio_id: portfolio.id, name: `Resource ${n + 1}`, url: `https://docs.example.org/${n + 1}`, position: n, created_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    attachmentIds.push(row.id);
  }
  const invitationIds: string[] = [];
  for (const [email, permission] of Object.entries(options.invitations ?? {})) {
    const row = await db
      .insertInto('portfolio_invitations')
      .values({ portfolio_id: portfolio.id, email, permission, invited_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    invitationIds.push(row.id);
  }
  const workspaceIds: string[] = [];
  for (let n = 0; n < (options.workspaces ?? 0); n += 1) {
    const row = await db
      .insertInto('workspaces')
      .values({ portfolio_id: portfolio.id, name: `Workspace ${n + 1}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    workspaceIds.push(row.id);
  }
  return { id: portfolio.id, name, attachmentIds, invitationIds, workspaceIds };
}

/** The portfolio's events, newest first, read straight from the table. */
export async function eventsOf(server: TestServer, portfolioId: string) {
  return server.db
    .selectFrom('activity_events')
    .selectAll()
    .where('portfolio_id', '=', portfolioId)
    .orderBy(sql`created_at desc, id desc`)
    .execute();
}

export const ZERO_UUID = '00000000-0000-0000-0000-000000000000';
export const UNKNOWN_UUID = '3f2b8c1e-5d4a-4b6f-9e7d-2a1c0b9d8e7f';
