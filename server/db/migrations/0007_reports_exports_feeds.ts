import { sql, type Kysely } from 'kysely';

/**
 * Issue 14: what the reports of a completed run need beyond its results row. The lite reports'
 * generation (a task kind) adds the zero-budget baseline of system-life-cycle and loads the run's
 * works programme as rows, which the export workbook and the results feed stream. A results feed
 * link is a random token kept only as its hash; an export is a download record whose workbook is
 * a blob; a workspace report keeps the request it was built from and its result.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table task_results add column zero_budget_summary jsonb;

    create table task_reports (
      id uuid primary key default gen_random_uuid(),
      task_id uuid not null references simulation_tasks (id) on delete cascade,
      group_code text not null,
      status text not null check (status in ('not_started', 'in_progress', 'completed', 'failed', 'outdated')),
      error_message text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (task_id, group_code)
    );

    create table task_works (
      task_id uuid not null references simulation_tasks (id) on delete cascade,
      work_no integer not null,
      year integer not null,
      asset_index integer not null,
      asset_id text not null,
      asset_name text,
      location text not null,
      treatment_id text not null,
      treatment_name text not null,
      cost double precision not null,
      funding_source text not null,
      state_before smallint not null,
      state_after smallint not null,
      primary key (task_id, work_no)
    );

    create table results_endpoints (
      task_id uuid primary key references simulation_tasks (id) on delete cascade,
      token_hash text not null unique,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now()
    );

    create table export_downloads (
      id uuid primary key default gen_random_uuid(),
      task_id uuid not null references simulation_tasks (id) on delete cascade,
      created_by uuid references users (id) on delete set null,
      status text not null check (status in ('building', 'ready', 'failed')),
      progress real not null default 0,
      removed_columns jsonb not null default '[]',
      file_name text not null,
      blob_key text,
      error_message text,
      created_at timestamptz not null default now(),
      expires_at timestamptz
    );
    create index export_downloads_task_idx on export_downloads (task_id);

    create table workspace_reports (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspaces (id) on delete cascade,
      group_code text not null,
      request jsonb not null,
      status text not null check (status in ('not_started', 'in_progress', 'completed', 'failed', 'outdated')),
      error_message text,
      result jsonb,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (workspace_id, group_code)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table workspace_reports;
    drop table export_downloads;
    drop table results_endpoints;
    drop table task_works;
    drop table task_reports;
    alter table task_results drop column zero_budget_summary;
  `.execute(db);
}
