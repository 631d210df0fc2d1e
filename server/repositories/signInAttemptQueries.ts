import type { Db } from '../db/database';

/** The latest end of a back-off among the given keys, if one is still running. */
export async function blockedUntil(db: Db, keys: string[], now: Date): Promise<Date | undefined> {
  const row = await db
    .selectFrom('sign_in_attempts')
    .select((eb) => eb.fn.max('blocked_until').as('until'))
    .where('key', 'in', keys)
    .where('blocked_until', '>', now)
    .executeTakeFirst();
  return row?.until ?? undefined;
}

/**
 * Counts one more failure under the key and returns the length of the streak it belongs to; a
 * streak whose last failure is older than `forgetAfterMs` starts again at one.
 */
export async function recordFailure(db: Db, key: string, now: Date, forgetAfterMs: number): Promise<number> {
  const forgottenBefore = new Date(now.getTime() - forgetAfterMs);
  const row = await db
    .insertInto('sign_in_attempts')
    .values({ key, failures: 1, last_failure_at: now, blocked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('sign_in_attempts.last_failure_at', '<', forgottenBefore)
          .then(1)
          .else(eb('sign_in_attempts.failures', '+', 1))
          .end(),
        last_failure_at: now,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

export async function blockUntil(db: Db, key: string, until: Date): Promise<void> {
  await db.updateTable('sign_in_attempts').set({ blocked_until: until }).where('key', '=', key).execute();
}

export async function forgetFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('key', '=', key).execute();
}

/** Streaks nobody continued are dropped, so that made-up e-mail addresses do not pile up. */
export async function forgetStaleFailures(db: Db, lastFailureBefore: Date): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('last_failure_at', '<', lastFailureBefore).execute();
}
