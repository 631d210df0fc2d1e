import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWK } from 'jose';
import type { Db } from '../db/database';
import type { AuthConfig } from '../config';
import { unauthenticated } from '../http/httpError';
import type { UserRow } from '../db/schema';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a bearer token (health check, config, sign-in, public reports). */
    public?: boolean;
  }
}

type Options = { db: Db; auth: AuthConfig; publicJwks?: JWK[] };

/** Finds the user a verified token speaks for; an Auth0 user seen for the first time is created. */
async function resolveUser(db: Db, auth: AuthConfig, subject: string, token: string): Promise<UserRow | undefined> {
  const known = await db.selectFrom('users').selectAll().where('auth_subject', '=', subject).executeTakeFirst();
  if (known || auth.kind === 'builtin') return known;
  const response = await fetch(`${auth.issuer}userinfo`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) return undefined;
  const info = (await response.json()) as { email?: string; given_name?: string; family_name?: string };
  if (!info.email) return undefined;
  return db
    .insertInto('users')
    .values({ auth_subject: subject, email: info.email, first_name: info.given_name ?? '', last_name: info.family_name ?? '', password_hash: null })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doUpdateSet({ auth_subject: subject }))
    .returningAll()
    .executeTakeFirst();
}

/**
 * Every route requires a valid access token (RS256, issuer, audience, expiry) unless it is
 * marked public; the token's subject becomes `request.user`.
 */
export const authentication = fp(async (app: FastifyInstance, options: Options) => {
  const { db, auth } = options;
  const keySet =
    auth.kind === 'builtin' && options.publicJwks
      ? createLocalJWKSet({ keys: options.publicJwks })
      : createRemoteJWKSet(new URL(`${auth.issuer}.well-known/jwks.json`));

  app.decorateRequest('user', undefined as unknown as UserRow);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.routeOptions.config?.public) return;
    const header = request.headers.authorization ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthenticated('A bearer access token is required');
    let subject: string;
    try {
      const { payload } = await jwtVerify(token, keySet, { issuer: auth.issuer, audience: auth.audience, algorithms: ['RS256'] });
      if (!payload.sub) throw unauthenticated('The access token has no subject');
      subject = payload.sub;
    } catch (error) {
      const reason = error instanceof joseErrors.JOSEError ? error.code : 'invalid token';
      throw unauthenticated(`The access token was rejected: ${reason}`);
    }
    const user = await resolveUser(db, auth, subject, token);
    if (!user) throw unauthenticated('The access token names no known user');
    request.user = user;
  });
});
