import { sql, type Kysely } from 'kysely';

/**
 * The Builder's Treatments view reads a plan's proposed treatments a cell (year and kind) at a time:
 * this index finds a cell's rows, and a run of cells, within each data source. It serves what the
 * index by year served, so it takes its place.
 *
 * The embedded database runs no autovacuum, so its planner knew nothing of the rows imports had
 * written and joined tens of thousands of them one at a time; imports now analyse what they copy
 * (updateImportStatistics), and plans imported before are analysed here once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index work_plan_proposed_treatments_cell_idx on work_plan_proposed_treatments (data_source_id, year, treatment);
    drop index work_plan_proposed_treatments_year_idx;
  `.execute(db);
  await sql`analyze work_plan_proposed_treatments`.execute(db);
  await sql`analyze work_plan_assets`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index work_plan_proposed_treatments_year_idx on work_plan_proposed_treatments (data_source_id, year);
    drop index work_plan_proposed_treatments_cell_idx;
  `.execute(db);
}
