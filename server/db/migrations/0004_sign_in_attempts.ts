import { sql, type Kysely } from 'kysely';

/**
 * Issue 11: failed sign-ins per account (e-mail address) and per client address, so that every
 * API process of a deployment applies the same back-off to password guessing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sign_in_attempts (
      key text primary key,
      failures integer not null check (failures > 0),
      last_failure_at timestamptz not null,
      blocked_until timestamptz
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sign_in_attempts;`.execute(db);
}
