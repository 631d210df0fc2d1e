import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/database';

export type IdentityKeys = {
  /** RS256 private key (JWK) that signs ID and access tokens of the built-in provider. */
  signing: JWK & { kid: string };
  cookieKeys: string[];
  /** HMAC secret for short-lived tokens the server issues itself (e.g. the broker session token). */
  sessionSecret: Uint8Array;
};

/**
 * Keys live in the database, not in memory or files, so that every API process of a deployment
 * signs and verifies with the same keys and a restart keeps sessions valid.
 */
export async function loadOrCreateKeys(db: Db): Promise<IdentityKeys> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('identity_keys').select('kind').execute();
    const kinds = new Set(existing.map((row) => row.kind));
    if (!kinds.has('signing')) {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
      const jwk = await exportJWK(privateKey);
      const kid = randomBytes(8).toString('hex');
      await trx
        .insertInto('identity_keys')
        .values({ kid, kind: 'signing', material: JSON.stringify({ ...jwk, kid, alg: 'RS256', use: 'sig' }) })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    for (const kind of ['cookie', 'session'] as const) {
      if (kinds.has(kind)) continue;
      await trx
        .insertInto('identity_keys')
        .values({ kid: `${kind}-${randomBytes(4).toString('hex')}`, kind, material: JSON.stringify(randomBytes(32).toString('base64url')) })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
  const rows = await db.selectFrom('identity_keys').select(['kind', 'material']).orderBy('created_at').execute();
  const signing = rows.find((row) => row.kind === 'signing')?.material as (JWK & { kid: string }) | undefined;
  const cookieKeys = rows.filter((row) => row.kind === 'cookie').map((row) => row.material as string);
  const session = rows.find((row) => row.kind === 'session')?.material as string | undefined;
  if (!signing || cookieKeys.length === 0 || !session) throw new Error('Identity keys could not be loaded');
  return { signing, cookieKeys, sessionSecret: Buffer.from(session, 'base64url') };
}

/** The public half of the signing key, as the JWKS publishes it. */
export function publicJwk(jwk: JWK & { kid: string }): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use };
}
