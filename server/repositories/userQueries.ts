import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';

/** What an external identity provider's userinfo says about a person. */
export type ExternalIdentity = {
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
};

export function findUserBySubject(db: Db, subject: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('auth_subject', '=', subject).executeTakeFirst();
}

/** The account a sign-in form names; e-mail addresses are compared without case. */
export function findSignInAccount(db: Db, email: string): Promise<{ id: string; password_hash: string | null } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/**
 * Binds a new external identity to a user. Only a verified e-mail address may create an account
 * or claim one that has no identity yet; an account already bound to another subject is never
 * moved, because whoever controls a second identity with the same address would take it over.
 */
export async function linkExternalIdentity(db: Db, identity: ExternalIdentity): Promise<UserRow | undefined> {
  if (!identity.emailVerified) return undefined;
  const claimed = await db
    .updateTable('users')
    .set({ auth_subject: identity.subject })
    .where((eb) => eb(eb.fn('lower', ['email']), '=', identity.email.toLowerCase()))
    .where('auth_subject', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (claimed) return claimed;
  const created = await db
    .insertInto('users')
    .values({
      auth_subject: identity.subject,
      email: identity.email,
      first_name: identity.firstName,
      last_name: identity.lastName,
      password_hash: null,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  // Nothing created: the address or the subject belongs to an account bound elsewhere, or a
  // parallel first request of the same identity won the race.
  return created ?? findUserBySubject(db, identity.subject);
}
