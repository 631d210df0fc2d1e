import { sql, type Kysely } from 'kysely';

/**
 * Issue 15, data sources: a work plan imports a completed simulation task's works programme and
 * the treated assets as they were, so the plan outlives the simulation (its task link is then
 * null, SPEC 8 'The linked simulation task no longer exists.'). A task is imported into a plan at
 * most once (SPEC 5); a failed import's row is removed when the task is imported again. A failure
 * keeps its reason's key in src/locales beside the en-AU text, so that the client words it. Treatments are read per asset (the Builder's asset details) and per year
 * (the Treatments view).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table work_plan_data_sources (
      id uuid primary key default gen_random_uuid(),
      work_plan_id uuid not null references work_plans (id) on delete cascade,
      "order" integer not null check ("order" >= 0),
      task_id uuid references simulation_tasks (id) on delete set null,
      simulation_id uuid references simulations (id) on delete set null,
      simulation_name text not null,
      workspace_name text not null,
      import_status text not null check (import_status in ('queued', 'running', 'completed', 'failed')),
      error_message text,
      error_key text,
      asset_count integer not null default 0,
      treatment_count integer not null default 0,
      has_spatial_data boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index work_plan_data_sources_plan_idx on work_plan_data_sources (work_plan_id, "order");
    create unique index work_plan_data_sources_task_idx on work_plan_data_sources (work_plan_id, task_id) where task_id is not null;

    create table work_plan_assets (
      data_source_id uuid not null references work_plan_data_sources (id) on delete cascade,
      asset_id text not null,
      name text,
      asset_class text,
      location text,
      hierarchy text,
      criticality text,
      network_measure double precision,
      geometry jsonb,
      attributes jsonb not null default '{}',
      primary key (data_source_id, asset_id)
    );

    create table work_plan_proposed_treatments (
      data_source_id uuid not null references work_plan_data_sources (id) on delete cascade,
      work_no integer not null,
      asset_id text not null,
      year integer not null,
      treatment text not null,
      cost double precision not null,
      funding_source text not null,
      state_before smallint not null,
      state_after smallint not null,
      primary key (data_source_id, work_no)
    );
    create index work_plan_proposed_treatments_asset_idx on work_plan_proposed_treatments (data_source_id, asset_id, year);
    create index work_plan_proposed_treatments_year_idx on work_plan_proposed_treatments (data_source_id, year);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table work_plan_proposed_treatments;
    drop table work_plan_assets;
    drop table work_plan_data_sources;
  `.execute(db);
}
