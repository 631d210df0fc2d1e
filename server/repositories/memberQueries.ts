import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { Member, MemberInvite } from '../../src/api/schemas/member.schema';
import type { Permission } from '../../src/api/schemas/user.schema';

type Trx = Transaction<Database>;

/**
 * Active members first (Admins, Editors, Viewers), then pending invitations, each by email; or
 * only the one whose id (user id or invitation id) is given.
 */
export async function listMembers(executor: Db, portfolioId: string, memberId: string | null = null): Promise<Member[]> {
  const result = await sql<{
    id: string;
    status: 'active' | 'pending';
    email: string;
    user_id: string | null;
    first_name: string | null;
    last_name: string | null;
    permission: Permission;
    allow_inviting: boolean;
    is_owner: boolean;
    created_at: Date;
    last_sent_at: Date | null;
  }>`
    select * from (
      select u.id, 'active' as status, u.email, u.id as user_id, u.first_name, u.last_name,
             m.permission, m.allow_inviting, p.owner_id = u.id as is_owner, m.created_at, null::timestamptz as last_sent_at
      from portfolio_members m
      join users u on u.id = m.user_id
      join portfolios p on p.id = m.portfolio_id
      where m.portfolio_id = ${portfolioId}
      union all
      select i.id, 'pending', i.email, null, null, null, i.permission, i.allow_inviting, false, i.created_at, i.last_sent_at
      from portfolio_invitations i
      where i.portfolio_id = ${portfolioId}
    ) members
    where ${memberId}::uuid is null or id = ${memberId}::uuid
    order by status, case permission when 'Admin' then 0 when 'Editor' then 1 else 2 end, lower(email), id
  `.execute(executor);
  return result.rows.map((row) => ({
    id: row.id,
    status: row.status,
    email: row.email,
    user: row.user_id ? { id: row.user_id, email: row.email, first_name: row.first_name ?? '', last_name: row.last_name ?? '' } : null,
    permission: row.permission,
    allow_inviting: row.allow_inviting,
    is_owner: row.is_owner,
    created_at: row.created_at.toISOString(),
    last_sent_at: row.last_sent_at ? row.last_sent_at.toISOString() : null,
  }));
}

export async function findMember(executor: Db, portfolioId: string, memberId: string): Promise<Member | undefined> {
  return (await listMembers(executor, portfolioId, memberId))[0];
}

export async function findUserByEmail(executor: Db, email: string) {
  return executor
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Whether the email already belongs to a member or a pending invitation of the portfolio. */
export async function isMemberOrInvited(trx: Trx, portfolioId: string, email: string): Promise<boolean> {
  const result = await sql<{ taken: boolean }>`
    select exists (
      select 1 from portfolio_members m join users u on u.id = m.user_id
      where m.portfolio_id = ${portfolioId} and lower(u.email) = ${email.toLowerCase()}
      union all
      select 1 from portfolio_invitations i
      where i.portfolio_id = ${portfolioId} and lower(i.email) = ${email.toLowerCase()}
    ) as taken
  `.execute(trx);
  return result.rows[0]?.taken ?? false;
}

export async function insertMember(trx: Trx, portfolioId: string, userId: string, grant: Omit<MemberInvite, 'email'>): Promise<void> {
  await trx
    .insertInto('portfolio_members')
    .values({ portfolio_id: portfolioId, user_id: userId, permission: grant.permission, allow_inviting: grant.allow_inviting })
    .execute();
}

export async function insertInvitation(trx: Trx, portfolioId: string, invitedBy: string, invite: MemberInvite): Promise<string> {
  const row = await trx
    .insertInto('portfolio_invitations')
    .values({
      portfolio_id: portfolioId,
      email: invite.email,
      permission: invite.permission,
      allow_inviting: invite.allow_inviting,
      invited_by: invitedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countAdmins(trx: Trx, portfolioId: string): Promise<number> {
  const row = await trx
    .selectFrom('portfolio_members')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('portfolio_id', '=', portfolioId)
    .where('permission', '=', 'Admin')
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function updateMember(
  trx: Trx,
  member: Pick<Member, 'id' | 'status'>,
  portfolioId: string,
  change: { permission: Permission; allow_inviting: boolean },
): Promise<void> {
  if (member.status === 'active') {
    await trx
      .updateTable('portfolio_members')
      .set(change)
      .where('portfolio_id', '=', portfolioId)
      .where('user_id', '=', member.id)
      .execute();
  } else {
    await trx
      .updateTable('portfolio_invitations')
      .set(change)
      .where('portfolio_id', '=', portfolioId)
      .where('id', '=', member.id)
      .execute();
  }
}

export async function removeMember(trx: Trx, member: Pick<Member, 'id' | 'status'>, portfolioId: string): Promise<void> {
  if (member.status === 'active') {
    await trx.deleteFrom('portfolio_members').where('portfolio_id', '=', portfolioId).where('user_id', '=', member.id).execute();
  } else {
    await trx.deleteFrom('portfolio_invitations').where('portfolio_id', '=', portfolioId).where('id', '=', member.id).execute();
  }
}

export async function touchInvitation(trx: Trx, invitationId: string): Promise<void> {
  await trx.updateTable('portfolio_invitations').set({ last_sent_at: new Date() }).where('id', '=', invitationId).execute();
}

/**
 * Turns every pending invitation to the user's email into a membership, once: on the user's first
 * API call. Later invitations to an email that has an account become memberships straight away.
 * Answers the portfolios joined, with the invitation, for the activity log.
 */
export async function acceptPendingInvitations(trx: Trx, user: { id: string; email: string }) {
  const claimed = await trx
    .updateTable('users')
    .set({ first_seen_at: new Date() })
    .where('id', '=', user.id)
    .where('first_seen_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return [];
  const invitations = await trx
    .deleteFrom('portfolio_invitations')
    .where(sql<string>`lower(email)`, '=', user.email.toLowerCase())
    .returning(['id', 'portfolio_id', 'permission', 'allow_inviting'])
    .execute();
  if (invitations.length > 0) {
    await trx
      .insertInto('portfolio_members')
      .values(
        invitations.map((invitation) => ({
          portfolio_id: invitation.portfolio_id,
          user_id: user.id,
          permission: invitation.permission,
          allow_inviting: invitation.allow_inviting,
        })),
      )
      .onConflict((oc) => oc.columns(['portfolio_id', 'user_id']).doNothing())
      .execute();
  }
  return invitations;
}
