import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import type { InvitationDelivery, Member } from '../../src/api/schemas/member.schema';
import { localeSchema } from '../../src/api/schemas/profile.schema';
import type { Mailer } from './mailer';
import { invitationMail } from './invitationMail';

/** SPEC 2's portfolio route: signed out, it leads through sign-in, and the first call as the invited email joins. */
export const invitationLink = (publicUrl: string, portfolioId: string) => `${publicUrl}/portfolio/${portfolioId}/workspaces`;

const nameOf = (user: Pick<UserRow, 'first_name' | 'last_name' | 'email'>) => `${user.first_name} ${user.last_name}`.trim() || user.email;

/**
 * E-mails an invitation (or its resending) once it is stored, and says how it went. Someone with
 * an account gets it in their own language, and only if their profile asks for invitation
 * e-mails (SPEC 2, My Account); anyone else always gets it, since it is how they hear of it, in
 * the inviter's language: the invitee's is unknown, and an inviter writes to people they work
 * with, who most likely read the language the inviter chose (en-AU when the inviter never did).
 */
export async function deliverInvitation(
  db: Db,
  mailer: Mailer,
  { member, portfolioId, inviter, publicUrl }: { member: Member; portfolioId: string; inviter: UserRow; publicUrl: string },
): Promise<InvitationDelivery> {
  const link = invitationLink(publicUrl, portfolioId);
  if (!mailer.enabled) return { email: 'unavailable', link };
  const [portfolio, account] = await Promise.all([
    db.selectFrom('portfolios').select('name').where('id', '=', portfolioId).executeTakeFirstOrThrow(),
    db.selectFrom('users').select(['locale', 'portfolio_notification']).where(sql<string>`lower(email)`, '=', member.email.toLowerCase()).executeTakeFirst(),
  ]);
  if (account && !account.portfolio_notification) return { email: 'not_wanted', link };
  const outcome = await mailer.send(
    invitationMail({
      kind: member.status === 'pending' ? 'invited' : 'added',
      to: member.email,
      locale: localeSchema.catch('en-AU').parse(account?.locale ?? inviter.locale),
      inviter: { name: nameOf(inviter), email: inviter.email },
      portfolio: portfolio.name,
      permission: member.permission,
      link,
    }),
  );
  return { email: outcome === 'sent' ? 'sent' : 'unavailable', link };
}
