import { sql, type Kysely } from 'kysely';

/**
 * The work plan side panel names what it shows by UUID (SPEC 5: 'A valid identifier is a UUID'),
 * in the URL's query. An imported asset and a proposed treatment are keyed by their data source
 * and the simulation's own key, so each gets a UUID of its own beside that key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table work_plan_assets add column id uuid not null default gen_random_uuid() unique;
    alter table work_plan_proposed_treatments add column id uuid not null default gen_random_uuid() unique;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table work_plan_proposed_treatments drop column id;
    alter table work_plan_assets drop column id;
  `.execute(db);
}
