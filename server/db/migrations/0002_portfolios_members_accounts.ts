import { sql, type Kysely } from 'kysely';

/**
 * Issue 4: portfolio members and invitations, resources (attachments), the activity log, portfolio
 * logos served by content hash, billing invoices, per-user profile fields, organisation admins and
 * the company SSO connection with its client secret encrypted at rest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users add column organisation text not null default '' check (char_length(organisation) <= 100);
    -- The profile's organisation becomes free text the user edits; it starts as the organisation's name.
    update users u set organisation = o.name from organisations o where o.id = u.organisation_id;
    alter table users add column org_role text not null default 'member' check (org_role in ('admin', 'member'));
    -- Set on a user's first API call, when pending invitations to their email become memberships.
    alter table users add column first_seen_at timestamptz;

    -- The logo is served publicly under its content hash, so the three columns come and go together.
    alter table portfolios add column logo_hash text;
    alter table portfolios add constraint portfolios_logo_check check (
      (logo is null and logo_content_type is null and logo_hash is null)
      or (logo is not null and logo_content_type in ('image/png', 'image/jpeg', 'image/webp') and logo_hash is not null)
    );

    create table portfolio_invitations (
      id uuid primary key default gen_random_uuid(),
      portfolio_id uuid not null references portfolios (id) on delete cascade,
      email text not null check (char_length(email) between 3 and 254),
      permission text not null check (permission in ('Admin', 'Editor', 'Viewer')),
      allow_inviting boolean not null default false,
      invited_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      last_sent_at timestamptz not null default now()
    );
    create unique index portfolio_invitations_email_key on portfolio_invitations (portfolio_id, lower(email));
    create index portfolio_invitations_email_idx on portfolio_invitations (lower(email));

    create table portfolio_attachments (
      id uuid primary key default gen_random_uuid(),
      portfolio_id uuid not null references portfolios (id) on delete cascade,
      name text not null check (char_length(name) between 1 and 100),
      url text not null check (url ~* '^https?://' and char_length(url) <= 2048),
      description text not null default '' check (char_length(description) <= 500),
      position integer not null check (position >= 0),
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      -- Deferrable so that one statement can renumber every position of a portfolio.
      constraint portfolio_attachments_position_key unique (portfolio_id, position) deferrable initially immediate
    );

    -- The activity log. Portfolio events go with their portfolio; account events and the deletion
    -- of a portfolio itself have no portfolio and stay as the audit trail.
    create table activity_events (
      id uuid primary key default gen_random_uuid(),
      portfolio_id uuid references portfolios (id) on delete cascade,
      actor_id uuid references users (id) on delete set null,
      action text not null,
      subject_type text not null,
      subject_id uuid,
      subject_name text not null default '',
      details jsonb not null default '{}',
      created_at timestamptz not null default now()
    );
    create index activity_events_portfolio_idx on activity_events (portfolio_id, created_at desc, id desc);
    create index activity_events_actor_idx on activity_events (actor_id);

    create table billing_invoices (
      id uuid primary key default gen_random_uuid(),
      subscription_id uuid not null references subscriptions (id) on delete cascade,
      number text not null unique,
      billing_period text not null check (billing_period in ('monthly', 'annual')),
      period_start date not null,
      period_end date not null check (period_end >= period_start),
      issued_at timestamptz not null,
      due_at timestamptz not null,
      paid_at timestamptz,
      status text not null check (status in ('paid', 'open', 'overdue', 'void')),
      currency text not null default 'AUD' check (currency ~ '^[A-Z]{3}$'),
      subtotal_cents integer not null check (subtotal_cents >= 0),
      tax_cents integer not null check (tax_cents >= 0),
      total_cents integer not null check (total_cents = subtotal_cents + tax_cents),
      created_at timestamptz not null default now()
    );
    create index billing_invoices_subscription_idx on billing_invoices (subscription_id, issued_at desc);

    -- One SSO connection per organisation; its client secret is AES-256-GCM ciphertext.
    create table company_connections (
      organisation_id uuid primary key references organisations (id) on delete cascade,
      sso_type text not null check (sso_type in ('azure_ad', 'okta', 'google_workspace', 'saml')),
      company_name text not null check (char_length(company_name) between 1 and 100),
      client_id text not null check (char_length(client_id) between 1 and 255),
      client_secret_ciphertext text not null,
      secret_expires_at timestamptz not null,
      customer_email_domains text[] not null check (cardinality(customer_email_domains) >= 1),
      server_domain text not null,
      updated_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    alter table identity_keys drop constraint identity_keys_kind_check;
    alter table identity_keys add constraint identity_keys_kind_check check (kind in ('signing', 'cookie', 'session', 'company_secret'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from identity_keys where kind = 'company_secret';
    alter table identity_keys drop constraint identity_keys_kind_check;
    alter table identity_keys add constraint identity_keys_kind_check check (kind in ('signing', 'cookie', 'session'));
    drop table company_connections;
    drop table billing_invoices;
    drop table activity_events;
    drop table portfolio_attachments;
    drop table portfolio_invitations;
    alter table portfolios drop constraint portfolios_logo_check;
    alter table portfolios drop column logo_hash;
    alter table users drop column first_seen_at;
    alter table users drop column org_role;
    alter table users drop column organisation;
  `.execute(db);
}
