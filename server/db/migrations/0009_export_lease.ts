import { sql, type Kysely } from 'kysely';

/**
 * Issue 14: an export is built in the background of one server process. A process that dies
 * mid-build would leave its record 'building' for ever, so the build renews a lease on the record
 * while it lives; a building record whose lease ran out reads as failed and the planner can export
 * again. Records from before this migration take the time of the migration as their last renewal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table export_downloads add column heartbeat_at timestamptz not null default now();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table export_downloads drop column heartbeat_at;
  `.execute(db);
}
