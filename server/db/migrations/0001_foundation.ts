import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table organisations (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      created_at timestamptz not null default now()
    );

    create table users (
      id uuid primary key default gen_random_uuid(),
      auth_subject text unique,
      email text not null,
      password_hash text,
      first_name text not null default '',
      last_name text not null default '',
      organisation_id uuid references organisations (id) on delete set null,
      region text not null default '',
      locale text not null default 'en-AU' check (locale in ('en-AU', 'en-US', 'en-GB', 'zh-CN')),
      timezone text not null default 'Australia/Sydney',
      department text not null default '',
      job_title text not null default '',
      segment_name text not null default '',
      features text[] not null default '{}',
      portfolio_notification boolean not null default false,
      mfa_enabled boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index users_email_key on users (lower(email));

    create table subscriptions (
      id uuid primary key default gen_random_uuid(),
      code text not null unique,
      organisation_id uuid not null references organisations (id) on delete cascade,
      plan text not null check (plan in ('Enterprise', 'Core', 'Essentials')),
      status text not null check (status in ('active', 'in_trail', 'non_renewing', 'future', 'paused', 'cancelled', 'expired')),
      billing_owner_id uuid references users (id) on delete set null,
      portfolio_limit integer not null check (portfolio_limit >= 0),
      features text[] not null default '{}',
      created_at timestamptz not null default now()
    );

    alter table users add column subscription_id uuid references subscriptions (id) on delete set null;

    create table portfolios (
      id uuid primary key default gen_random_uuid(),
      name text not null check (char_length(name) between 1 and 100),
      description text not null default '' check (char_length(description) <= 250),
      subscription_id uuid not null references subscriptions (id) on delete restrict,
      owner_id uuid not null references users (id) on delete restrict,
      features text[] not null default '{}',
      logo_content_type text,
      logo bytea,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index portfolios_subscription_idx on portfolios (subscription_id);
    create index portfolios_owner_idx on portfolios (owner_id);

    create table portfolio_members (
      portfolio_id uuid not null references portfolios (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      permission text not null check (permission in ('Admin', 'Editor', 'Viewer')),
      allow_inviting boolean not null default false,
      created_at timestamptz not null default now(),
      primary key (portfolio_id, user_id)
    );
    create index portfolio_members_user_idx on portfolio_members (user_id);

    create table workspaces (
      id uuid primary key default gen_random_uuid(),
      portfolio_id uuid not null references portfolios (id) on delete cascade,
      name text not null check (char_length(name) between 1 and 100),
      description text not null default '' check (char_length(description) <= 250),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index workspaces_portfolio_idx on workspaces (portfolio_id);

    create table identity_keys (
      kid text primary key,
      kind text not null check (kind in ('signing', 'cookie', 'session')),
      material jsonb not null,
      created_at timestamptz not null default now()
    );

    create table identity_payloads (
      id text not null,
      kind text not null,
      payload jsonb not null,
      grant_id text,
      user_code text,
      uid text,
      expires_at timestamptz,
      consumed_at timestamptz,
      primary key (id, kind)
    );
    create index identity_payloads_grant_idx on identity_payloads (grant_id);
    create index identity_payloads_uid_idx on identity_payloads (uid);
    create index identity_payloads_expiry_idx on identity_payloads (expires_at);

    create table demo_data_steps (
      name text primary key,
      applied_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table demo_data_steps;
    drop table identity_payloads;
    drop table identity_keys;
    drop table workspaces;
    drop table portfolio_members;
    drop table portfolios;
    alter table users drop column subscription_id;
    drop table subscriptions;
    drop table users;
    drop table organisations;
  `.execute(db);
}
