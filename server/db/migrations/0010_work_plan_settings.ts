import { sql, type Kysely } from 'kysely';

/**
 * Issue 15: a work plan's settings (SPEC 3 "Work Plan"). The planning time frame is a fiscal year
 * of twelve months and a number of planning years; a planner starts on the Australian fiscal year
 * (1 July to 30 June) of the year the plan is made, over ten years. Each funding source has one
 * budget per planning year, by the year's index; the years a plan no longer has lose their budgets
 * when the time frame is saved. The four lists keep their items' ids across renames and moves, and
 * their positions are unique per plan once a transaction commits, as a workspace's are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table work_plans
      add column created_by uuid references users (id) on delete set null,
      add column fiscal_year_start date not null default make_date(extract(year from now())::int, 7, 1),
      add column fiscal_year_end date not null default make_date(extract(year from now())::int + 1, 6, 30),
      add column planning_years integer not null default 10 check (planning_years between 1 and 50),
      add constraint work_plans_fiscal_year_check check (fiscal_year_end = (fiscal_year_start + interval '1 year' - interval '1 day')::date);

    create table work_plan_funding_sources (
      id uuid primary key default gen_random_uuid(),
      work_plan_id uuid not null references work_plans (id) on delete cascade,
      position integer not null check (position >= 0),
      name text not null check (char_length(name) between 1 and 50),
      unique (work_plan_id, position) deferrable initially deferred
    );
    create unique index work_plan_funding_sources_name_idx on work_plan_funding_sources (work_plan_id, lower(name));

    create table work_plan_funding_budgets (
      funding_source_id uuid not null references work_plan_funding_sources (id) on delete cascade,
      year_index integer not null check (year_index between 0 and 49),
      amount numeric(16, 2) not null check (amount >= 0),
      primary key (funding_source_id, year_index)
    );

    create table work_plan_priority_items (
      id uuid primary key default gen_random_uuid(),
      work_plan_id uuid not null references work_plans (id) on delete cascade,
      position integer not null check (position >= 0),
      name text not null check (char_length(name) between 1 and 50),
      unique (work_plan_id, position) deferrable initially deferred
    );
    create unique index work_plan_priority_items_name_idx on work_plan_priority_items (work_plan_id, lower(name));

    create table work_plan_status_items (
      id uuid primary key default gen_random_uuid(),
      work_plan_id uuid not null references work_plans (id) on delete cascade,
      position integer not null check (position >= 0),
      name text not null check (char_length(name) between 1 and 50),
      colour text not null check (colour ~ '^#[0-9a-f]{6}$'),
      unique (work_plan_id, position) deferrable initially deferred
    );
    create unique index work_plan_status_items_name_idx on work_plan_status_items (work_plan_id, lower(name));

    create table work_plan_udf_fields (
      id uuid primary key default gen_random_uuid(),
      work_plan_id uuid not null references work_plans (id) on delete cascade,
      position integer not null check (position >= 0),
      name text not null check (char_length(name) between 1 and 50),
      type text not null check (type in ('text', 'number', 'date', 'list')),
      options text[] not null default '{}',
      required boolean not null default false,
      -- A list field offers options; the other types take none.
      check ((type = 'list') = (cardinality(options) > 0)),
      unique (work_plan_id, position) deferrable initially deferred
    );
    create unique index work_plan_udf_fields_name_idx on work_plan_udf_fields (work_plan_id, lower(name));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table work_plan_udf_fields;
    drop table work_plan_status_items;
    drop table work_plan_priority_items;
    drop table work_plan_funding_budgets;
    drop table work_plan_funding_sources;
    alter table work_plans
      drop constraint work_plans_fiscal_year_check,
      drop column planning_years,
      drop column fiscal_year_end,
      drop column fiscal_year_start,
      drop column created_by;
  `.execute(db);
}
