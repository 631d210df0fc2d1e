import { sql, type Kysely } from 'kysely';

/**
 * Issue 16: support tickets (SPEC 3 "Support ticket"). A ticket stays with its reporter's account
 * and goes with it; it is stored before it is e-mailed, so that a mail server that is down loses
 * nothing. The lengths are SPEC 5's (summary 200, description 500).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table support_tickets (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      summary text not null check (char_length(summary) between 1 and 200),
      description text not null check (char_length(description) between 1 and 500),
      type text not null check (type in ('question', 'suggestion', 'minor_problem', 'major_problem', 'outage')),
      status text not null default 'open' check (status in ('open', 'in_progress', 'waiting_on_customer', 'resolved', 'closed')),
      support_location text not null check (char_length(support_location) <= 2048),
      support_user_agent text not null check (char_length(support_user_agent) <= 1024),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    -- A user's tickets page lists them newest first.
    create index support_tickets_user_idx on support_tickets (user_id, created_at desc, id desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table support_tickets`.execute(db);
}
