import { sql, type Kysely } from 'kysely';

/**
 * Issue 15, the Builder: a work plan's projects, their phases (ordered within the project) and the
 * treatments placed in a phase (SPEC 3, 5). A treatment is either one of the plan's proposed
 * treatments (a data source's work, placed at most once in the whole plan) or a custom one on an
 * imported asset; both live on the plan's copies, so they outlive the simulation. A phase's
 * contingency is a percentage of its treatment cost. Items of the plan's settings that a project
 * or phase names may be removed from the settings: the project or phase then has none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table work_plan_projects (
      id uuid primary key default gen_random_uuid(),
      work_plan_id uuid not null references work_plans (id) on delete cascade,
      name text not null check (char_length(name) between 1 and 100),
      description text not null default '' check (char_length(description) <= 250),
      owner_id uuid references users (id) on delete set null,
      priority_item_id uuid references work_plan_priority_items (id) on delete set null,
      status_item_id uuid references work_plan_status_items (id) on delete set null,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index work_plan_projects_plan_idx on work_plan_projects (work_plan_id, created_at);

    create table work_plan_phases (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null references work_plan_projects (id) on delete cascade,
      position integer not null check (position >= 0),
      name text not null check (char_length(name) between 1 and 100),
      description text not null default '' check (char_length(description) <= 250),
      owner_id uuid references users (id) on delete set null,
      priority_item_id uuid references work_plan_priority_items (id) on delete set null,
      status_item_id uuid references work_plan_status_items (id) on delete set null,
      start_date date not null,
      end_date date not null check (end_date >= start_date),
      funding_source_id uuid references work_plan_funding_sources (id) on delete set null,
      contingency numeric(5, 2) not null default 0 check (contingency between 0 and 100),
      total_budget numeric(16, 2) not null default 0 check (total_budget >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (project_id, position) deferrable initially deferred
    );
    create index work_plan_phases_funding_idx on work_plan_phases (funding_source_id);

    create table work_plan_treatments (
      id uuid primary key default gen_random_uuid(),
      phase_id uuid not null references work_plan_phases (id) on delete cascade,
      data_source_id uuid not null,
      asset_id text not null,
      -- The proposed treatment placed, or null for a custom treatment.
      work_no integer,
      name text not null check (char_length(name) between 1 and 100),
      treatment_date date not null,
      cost double precision not null check (cost >= 0),
      variation double precision not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (cost + variation >= 0),
      foreign key (data_source_id, asset_id) references work_plan_assets (data_source_id, asset_id) on delete cascade,
      foreign key (data_source_id, work_no) references work_plan_proposed_treatments (data_source_id, work_no) on delete cascade
    );
    create index work_plan_treatments_phase_idx on work_plan_treatments (phase_id, treatment_date);
    create unique index work_plan_treatments_work_idx on work_plan_treatments (data_source_id, work_no) where work_no is not null;
    create index work_plan_treatments_asset_idx on work_plan_treatments (data_source_id, asset_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table work_plan_treatments;
    drop table work_plan_phases;
    drop table work_plan_projects;
  `.execute(db);
}
