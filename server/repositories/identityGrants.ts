import type { Db } from '../db/database';

/** The access-token claim of the built-in provider that names the token's grant. */
export const GRANT_ID_CLAIM = 'grant_id';

/**
 * The built-in provider keeps each sign-in's grant in identity_payloads (kind 'Grant'); the
 * grant's tokens carry its id. A grant that is gone (revoked, ended at log-out, expired) no
 * longer lets its access tokens in, although they are still signed and unexpired.
 */
export async function isGrantActive(db: Db, grantId: string): Promise<boolean> {
  const row = await db
    .selectFrom('identity_payloads')
    .select('id')
    .where('kind', '=', 'Grant')
    .where('id', '=', grantId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends a grant and every token and code issued under it. */
export async function endGrant(db: Db, grantId: string): Promise<void> {
  await db
    .deleteFrom('identity_payloads')
    .where((eb) => eb.or([eb('grant_id', '=', grantId), eb.and([eb('kind', '=', 'Grant'), eb('id', '=', grantId)])]))
    .execute();
}
