import { sql, type Kysely } from 'kysely';

/**
 * Issue 13: what a planner publishes and what runs it. A data snapshot (assets.csv) and a
 * simulation settings document (settings.json) each keep every version uploaded; the files live in
 * blob storage and a version row points at its blob only once the upload was whole and valid. A
 * simulation names one version of each; each run is a task, and a completed task's results are
 * one row (the JSON summary of every year) plus a life-cycles blob. Version numbers are allocated
 * under the parent row's lock, so two uploads at once get 1 and 2, never the same.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table data_snapshots (
      id uuid primary key default gen_random_uuid(),
      portfolio_id uuid not null references portfolios (id) on delete cascade,
      name text not null check (char_length(name) between 1 and 100),
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index data_snapshots_portfolio_idx on data_snapshots (portfolio_id);

    create table data_snapshot_versions (
      snapshot_id uuid not null references data_snapshots (id) on delete cascade,
      version integer not null check (version >= 1),
      blob_key text not null,
      byte_size integer not null,
      summary jsonb not null,
      spatial_blob_key text,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      primary key (snapshot_id, version)
    );

    create table simulation_settings (
      id uuid primary key default gen_random_uuid(),
      portfolio_id uuid not null references portfolios (id) on delete cascade,
      name text not null check (char_length(name) between 1 and 100),
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index simulation_settings_portfolio_idx on simulation_settings (portfolio_id);

    create table simulation_settings_versions (
      settings_id uuid not null references simulation_settings (id) on delete cascade,
      version integer not null check (version >= 1),
      settings jsonb not null,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      primary key (settings_id, version)
    );

    alter table simulations
      add column data_snapshot_id uuid references data_snapshots (id) on delete restrict,
      add column data_snapshot_version integer,
      add column settings_id uuid references simulation_settings (id) on delete restrict,
      add column settings_version integer,
      add column created_by uuid references users (id) on delete set null,
      add foreign key (data_snapshot_id, data_snapshot_version) references data_snapshot_versions (snapshot_id, version),
      add foreign key (settings_id, settings_version) references simulation_settings_versions (settings_id, version);
    create index simulations_snapshot_idx on simulations (data_snapshot_id);
    create index simulations_settings_idx on simulations (settings_id);

    create table simulation_tasks (
      id uuid primary key default gen_random_uuid(),
      simulation_id uuid not null references simulations (id) on delete cascade,
      status text not null check (status in ('new', 'queued', 'running', 'completed', 'failed', 'cancelled', 'invalid', 'outdated')),
      data_snapshot_id uuid not null,
      data_snapshot_version integer not null,
      settings_id uuid not null,
      settings_version integer not null,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      status_changed_at timestamptz not null default now(),
      started_at timestamptz,
      finished_at timestamptz,
      progress real not null default 0 check (progress between 0 and 1),
      sim_time_remaining integer,
      error_messages jsonb not null default '[]',
      can_retry boolean not null default false,
      -- Each claim by a worker counts; a result is accepted only from the attempt that holds the task.
      attempt integer not null default 0,
      lease_until timestamptz,
      cancel_requested boolean not null default false
    );
    create index simulation_tasks_simulation_idx on simulation_tasks (simulation_id, created_at desc);
    create index simulation_tasks_running_idx on simulation_tasks (lease_until) where status = 'running';

    create table task_results (
      task_id uuid primary key references simulation_tasks (id) on delete cascade,
      summary jsonb not null,
      life_cycles_key text not null,
      life_cycles_bytes integer not null,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table task_results;
    drop table simulation_tasks;
    alter table simulations
      drop column created_by, drop column settings_version, drop column settings_id,
      drop column data_snapshot_version, drop column data_snapshot_id;
    drop table simulation_settings_versions;
    drop table simulation_settings;
    drop table data_snapshot_versions;
    drop table data_snapshots;
  `.execute(db);
}
