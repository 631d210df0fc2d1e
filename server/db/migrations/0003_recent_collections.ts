import { sql, type Kysely } from 'kysely';

/**
 * Issue 3: the simulation and work plan collections that the side navigation's recent panels
 * list. Later issues publish simulations into workspaces and build work plans; until then the
 * tables stay empty. Name and description lengths follow SPEC 5 (a work plan's general settings
 * allow 50 and 100).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table simulations (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspaces (id) on delete cascade,
      name text not null check (char_length(name) between 1 and 100),
      description text not null default '' check (char_length(description) <= 250),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index simulations_workspace_idx on simulations (workspace_id);

    create table work_plans (
      id uuid primary key default gen_random_uuid(),
      portfolio_id uuid not null references portfolios (id) on delete cascade,
      name text not null check (char_length(name) between 1 and 50),
      description text not null default '' check (char_length(description) <= 100),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index work_plans_portfolio_idx on work_plans (portfolio_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table work_plans;
    drop table simulations;
  `.execute(db);
}
