import { sql, type Kysely } from 'kysely';

/**
 * Issue 14, advanced reports: the analysis filters a run's works by the treated asset's class,
 * hierarchy and criticality and draws them where the asset lies, so each work carries them, copied
 * from the snapshot's asset register when the works are stored. Works stored before this migration
 * have none (null) until their reports are generated again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table task_works add column asset_class text;
    alter table task_works add column hierarchy text;
    alter table task_works add column criticality text;
    alter table task_works add column center_x double precision;
    alter table task_works add column center_y double precision;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table task_works drop column center_y;
    alter table task_works drop column center_x;
    alter table task_works drop column criticality;
    alter table task_works drop column hierarchy;
    alter table task_works drop column asset_class;
  `.execute(db);
}
