import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { openDatabase, type Db } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { installErrorHandler } from '../../../server/plugins/errorHandler';
import { authentication } from '../../../server/plugins/authentication';
import type { AuthConfig } from '../../../server/config';

type UserInfo = { email?: string; email_verified?: boolean; given_name?: string; family_name?: string } | 'never answers';

/**
 * A stand-in for the external Auth0 tenant (its JWKS and userinfo), so that the API's Auth0 mode
 * runs against real HTTP; each access token's subject picks the userinfo the tenant answers.
 */
async function startTenant(userinfo: Map<string, UserInfo>) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'tenant', alg: 'RS256', use: 'sig' }] };
  const server = http.createServer((request, response) => {
    if (request.url === '/.well-known/jwks.json') return void response.end(JSON.stringify(jwks));
    if (request.url === '/userinfo') {
      const token = (request.headers.authorization ?? '').split('.')[1] ?? '';
      const info = userinfo.get(JSON.parse(Buffer.from(token, 'base64url').toString()).sub);
      if (info === 'never answers') return;
      return void response.setHeader('content-type', 'application/json').end(JSON.stringify(info ?? {}));
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    issuer,
    sign: (subject: string, options: { expires?: boolean } = {}) => {
      const jwt = new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid: 'tenant' }).setSubject(subject).setIssuer(issuer).setAudience(AUDIENCE).setIssuedAt();
      if (options.expires !== false) jwt.setExpirationTime('10m');
      return jwt.sign(privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const AUDIENCE = 'https://horizon.test/api';
const USERINFO_TIMEOUT_MS = 300;

describe('Auth0 mode: binding a new identity to a user', () => {
  const userinfo = new Map<string, UserInfo>();
  let tenant: Awaited<ReturnType<typeof startTenant>>;
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    tenant = await startTenant(userinfo);
    db = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(db);
    const auth: AuthConfig = { kind: 'auth0', issuer: tenant.issuer, domain: tenant.issuer.slice(0, -1), clientId: 'spa', audience: AUDIENCE };
    app = Fastify();
    installErrorHandler(app);
    await app.register(authentication, { db, auth, userinfoTimeoutMs: USERINFO_TIMEOUT_MS });
    app.get('/whoami', async (request) => ({ id: request.user.id, email: request.user.email }));
    await app.ready();
    await db
      .insertInto('users')
      .values([
        { email: 'owner@horizon.test', auth_subject: 'auth0|owner', first_name: 'Olive', last_name: 'Owner', password_hash: null },
        { email: 'invited@horizon.test', auth_subject: null, first_name: 'Ivy', last_name: 'Invited', password_hash: null },
      ])
      .execute();
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await tenant?.close();
  });

  const whoami = async (subject: string, info: UserInfo, options: { expires?: boolean } = {}) => {
    userinfo.set(subject, info);
    const response = await app.inject({ url: '/whoami', headers: { authorization: `Bearer ${await tenant.sign(subject, options)}` } });
    return { status: response.statusCode, body: response.json() };
  };
  const subjectOf = async (email: string) =>
    (await db.selectFrom('users').select('auth_subject').where('email', '=', email).executeTakeFirst())?.auth_subject;

  it('creates the user of a new identity with a verified e-mail', async () => {
    const answer = await whoami('auth0|newcomer', { email: 'newcomer@horizon.test', email_verified: true, given_name: 'Nia' });
    expect(answer).toMatchObject({ status: 200, body: { email: 'newcomer@horizon.test' } });
    expect(await subjectOf('newcomer@horizon.test')).toBe('auth0|newcomer');
  });

  it.each([
    ['unverified', false],
    ['verified', true],
  ])("never moves an account to a new identity that reports its e-mail (%s)", async (_case, verified) => {
    const answer = await whoami(`auth0|attacker-${verified}`, { email: 'OWNER@horizon.test', email_verified: verified });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 401, key: 'errors.unauthenticated' });
    expect(await subjectOf('owner@horizon.test')).toBe('auth0|owner');
  });

  it('refuses an unverified e-mail for an account without identity, and for a new account', async () => {
    expect((await whoami('auth0|claimer', { email: 'invited@horizon.test', email_verified: false })).status).toBe(401);
    expect(await subjectOf('invited@horizon.test')).toBeNull();
    expect((await whoami('auth0|stranger', { email: 'stranger@horizon.test' })).status).toBe(401);
    expect(await subjectOf('stranger@horizon.test')).toBeUndefined();
  });

  it('links an account made beforehand to the identity that verified its e-mail', async () => {
    const answer = await whoami('auth0|invited', { email: 'invited@horizon.test', email_verified: true });
    expect(answer).toMatchObject({ status: 200, body: { email: 'invited@horizon.test' } });
    expect(await subjectOf('invited@horizon.test')).toBe('auth0|invited');
  });

  it('refuses an access token without expiry', async () => {
    const answer = await whoami('auth0|owner', { email: 'owner@horizon.test', email_verified: true }, { expires: false });
    expect(answer.status).toBe(401);
    expect(answer.body.developer_message).toContain('(exp)');
  });

  it('gives up on a userinfo that does not answer, with 401 in the error shape', async () => {
    const started = Date.now();
    const answer = await whoami('auth0|slow', 'never answers');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 401, key: 'errors.unauthenticated' });
    expect(answer.body.developer_message).toContain(`did not answer within ${USERINFO_TIMEOUT_MS} ms`);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
