import { sql, type Kysely } from 'kysely';

/**
 * Issue 13: a workspace's settings (SPEC 3 "Workspace"), four ordered lists the planner edits,
 * and the simulation's references into them for the next slice. Items keep their id across
 * renames and moves, so that a simulation's status or priority survives them; an item removed
 * from the list leaves its simulations without one. Positions are unique per workspace once a
 * transaction commits: a reordering moves items through each other's places on its way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table workspace_funding_sources (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspaces (id) on delete cascade,
      position integer not null check (position >= 0),
      name text not null check (char_length(name) between 1 and 50),
      unique (workspace_id, position) deferrable initially deferred
    );

    create table workspace_status_items (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspaces (id) on delete cascade,
      position integer not null check (position >= 0),
      name text not null check (char_length(name) between 1 and 50),
      unique (workspace_id, position) deferrable initially deferred
    );

    create table workspace_priority_items (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspaces (id) on delete cascade,
      position integer not null check (position >= 0),
      name text not null check (char_length(name) between 1 and 50),
      unique (workspace_id, position) deferrable initially deferred
    );

    create table workspace_udf_fields (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspaces (id) on delete cascade,
      position integer not null check (position >= 0),
      name text not null check (char_length(name) between 1 and 50),
      kind text not null check (kind in ('text', 'number', 'date', 'list')),
      options text[] not null default '{}',
      -- A list field offers options; the other kinds take none.
      check ((kind = 'list') = (cardinality(options) > 0)),
      unique (workspace_id, position) deferrable initially deferred
    );

    alter table simulations
      add column status_item_id uuid references workspace_status_items (id) on delete set null,
      add column priority_item_id uuid references workspace_priority_items (id) on delete set null,
      add column udf_values jsonb not null default '{}';
    create index simulations_status_item_idx on simulations (status_item_id);
    create index simulations_priority_item_idx on simulations (priority_item_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table simulations drop column udf_values, drop column priority_item_id, drop column status_item_id;
    drop table workspace_udf_fields;
    drop table workspace_priority_items;
    drop table workspace_status_items;
    drop table workspace_funding_sources;
  `.execute(db);
}
