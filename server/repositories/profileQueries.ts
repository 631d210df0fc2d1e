import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database, UserRow } from '../db/schema';
import type { Profile, ProfileUpdate } from '../../src/api/schemas/profile.schema';
import type { Subscription } from '../../src/api/schemas/subscription.schema';

export function profileOf(user: UserRow): Profile {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    organisation: user.organisation,
    region: user.region,
    locale: user.locale as Profile['locale'],
    timezone: user.timezone,
    department: user.department,
    job_title: user.job_title,
    segment_name: user.segment_name,
    app_metadata: { features: user.features, roles: user.org_role === 'admin' ? ['admin'] : [] },
    portfolio_notification: user.portfolio_notification,
    mfa_enabled: user.mfa_enabled,
  };
}

/** Writes the fields given; answers the new row and the names of the fields that changed. */
export async function updateProfile(
  trx: Transaction<Database>,
  user: UserRow,
  update: ProfileUpdate,
): Promise<{ user: UserRow; changed: string[] }> {
  const changed = (Object.keys(update) as (keyof ProfileUpdate)[]).filter((field) => update[field] !== user[field]);
  if (changed.length === 0) return { user, changed };
  const updated = await trx
    .updateTable('users')
    .set({ ...update, updated_at: new Date() })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user: updated, changed };
}

/** The subscription linked to the user, with its free slots counted from the portfolios it holds. */
export async function subscriptionOf(executor: Db, userId: string): Promise<Subscription | undefined> {
  const row = await executor
    .selectFrom('users as u')
    .innerJoin('subscriptions as s', 's.id', 'u.subscription_id')
    .leftJoin('users as b', 'b.id', 's.billing_owner_id')
    .select((eb) => [
      's.code',
      's.plan',
      's.status',
      's.portfolio_limit',
      's.features',
      'u.id as user_id',
      'u.email as user_email',
      'b.id as owner_id',
      'b.email as owner_email',
      'b.first_name as owner_first_name',
      'b.last_name as owner_last_name',
      eb.selectFrom('portfolios as p').select(sql<number>`count(*)::int`.as('n')).whereRef('p.subscription_id', '=', 's.id').as('used'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const used = Number(row.used ?? 0);
  return {
    subscription_id: row.code,
    plan: row.plan,
    status: row.status as Subscription['status'],
    billing_owner: {
      id: row.owner_id ?? row.user_id,
      email: row.owner_email ?? row.user_email,
      first_name: row.owner_first_name ?? '',
      last_name: row.owner_last_name ?? '',
    },
    portfolio_limit: row.portfolio_limit,
    portfolio_available: Math.max(0, row.portfolio_limit - used),
    features: row.features,
  };
}

/**
 * A subscription a user may link: codes are looked up case-insensitively and only within the
 * user's own organisation, so that a guessed code of another customer reads as unknown.
 */
export async function findLinkableSubscription(executor: Db, code: string, organisationId: string | null) {
  if (!organisationId) return undefined;
  return executor
    .selectFrom('subscriptions')
    .select(['id', 'code', 'status'])
    .where(sql<string>`upper(code)`, '=', code.toUpperCase())
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
}

export async function linkSubscription(trx: Transaction<Database>, userId: string, subscriptionId: string): Promise<void> {
  await trx.updateTable('users').set({ subscription_id: subscriptionId, updated_at: new Date() }).where('id', '=', userId).execute();
}
