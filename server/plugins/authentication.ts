import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWK, type JWTPayload } from 'jose';
import type { Db } from '../db/database';
import type { AuthConfig } from '../config';
import { unauthenticated } from '../http/httpError';
import type { UserRow } from '../db/schema';
import { findUserBySubject, linkExternalIdentity } from '../repositories/userQueries';
import { GRANT_ID_CLAIM, isGrantActive } from '../repositories/identityGrants';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow;
    /** The built-in provider's grant the access token belongs to; log-out ends it. */
    grantId: string | undefined;
  }
}

type Options = {
  db: Db;
  auth: AuthConfig;
  publicJwks?: JWK[];
  /** How long the tenant's userinfo may take before the sign-in is refused. */
  userinfoTimeoutMs?: number;
};

const DEFAULT_USERINFO_TIMEOUT_MS = 5000;

type UserInfo = { email?: unknown; email_verified?: unknown; given_name?: unknown; family_name?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Asks the Auth0 tenant who a subject seen for the first time is. */
async function fetchUserInfo(auth: AuthConfig, token: string, timeoutMs: number): Promise<UserInfo> {
  let response: Response;
  try {
    response = await fetch(`${auth.issuer}userinfo`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `did not answer within ${timeoutMs} ms` : 'could not be reached';
    throw unauthenticated(`The identity provider's userinfo ${reason}`);
  }
  if (!response.ok) throw unauthenticated(`The identity provider's userinfo answered ${response.status}`);
  return (await response.json()) as UserInfo;
}

async function resolveAuth0User(db: Db, auth: AuthConfig, subject: string, token: string, timeoutMs: number) {
  const known = await findUserBySubject(db, subject);
  if (known) return known;
  const info = await fetchUserInfo(auth, token, timeoutMs);
  const email = text(info.email);
  if (!email) throw unauthenticated('The identity provider reports no e-mail address for this identity');
  const user = await linkExternalIdentity(db, {
    subject,
    email,
    emailVerified: info.email_verified === true,
    firstName: text(info.given_name),
    lastName: text(info.family_name),
  });
  if (!user) throw unauthenticated('This identity cannot be linked to a Horizon account: its e-mail address is unverified or belongs to another identity');
  return user;
}

/**
 * Every route requires a valid access token (RS256, issuer, audience, expiry) unless it is
 * marked public; the token's subject becomes `request.user`.
 */
export const authentication = fp(async (app: FastifyInstance, options: Options) => {
  const { db, auth } = options;
  const userinfoTimeoutMs = options.userinfoTimeoutMs ?? DEFAULT_USERINFO_TIMEOUT_MS;
  const keySet =
    auth.kind === 'builtin' && options.publicJwks
      ? createLocalJWKSet({ keys: options.publicJwks })
      : createRemoteJWKSet(new URL(`${auth.issuer}.well-known/jwks.json`));

  app.decorateRequest('user', undefined as unknown as UserRow);
  app.decorateRequest('grantId', undefined);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    // Public routes (server/permissions/routeRule.ts) and unknown paths, which answer 404, need no token.
    if (request.routeOptions.config?.rule?.kind === 'public' || request.is404) return;
    const header = request.headers.authorization ?? '';
    // A route open to any caller names the signed-in ones; without a token the caller is anonymous.
    if (request.routeOptions.config?.rule?.kind === 'anyCaller' && !header) return;
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthenticated('A bearer access token is required');
    let payload: JWTPayload;
    try {
      // A token without expiry would be valid for ever once leaked.
      ({ payload } = await jwtVerify(token, keySet, {
        issuer: auth.issuer,
        audience: auth.audience,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      const claim = error instanceof joseErrors.JWTClaimValidationFailed ? ` (${error.claim})` : '';
      const reason = error instanceof joseErrors.JOSEError ? `${error.code}${claim}` : 'invalid token';
      throw unauthenticated(`The access token was rejected: ${reason}`);
    }
    const subject = payload.sub!;
    if (auth.kind === 'builtin') {
      const grantId = payload[GRANT_ID_CLAIM];
      if (typeof grantId !== 'string' || !(await isGrantActive(db, grantId))) {
        throw unauthenticated('The access token belongs to a grant that has ended');
      }
      request.grantId = grantId;
      const user = await findUserBySubject(db, subject);
      if (!user) throw unauthenticated('The access token names no known user');
      request.user = user;
      return;
    }
    request.user = await resolveAuth0User(db, auth, subject, token, userinfoTimeoutMs);
  });
});
