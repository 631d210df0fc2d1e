import type { Db } from '../db/database';
import type { Profile } from '../../src/api/schemas/profile.schema';
import type { Subscription } from '../../src/api/schemas/subscription.schema';
import type { UserRow } from '../db/schema';

export async function profileOf(db: Db, user: UserRow): Promise<Profile> {
  const organisation = user.organisation_id
    ? await db.selectFrom('organisations').select('name').where('id', '=', user.organisation_id).executeTakeFirst()
    : undefined;
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    organisation: organisation?.name ?? '',
    region: user.region,
    locale: user.locale as Profile['locale'],
    timezone: user.timezone,
    department: user.department,
    job_title: user.job_title,
    segment_name: user.segment_name,
    app_metadata: { features: user.features },
    portfolio_notification: user.portfolio_notification,
    mfa_enabled: user.mfa_enabled,
  };
}

/** The subscription linked to the user, with its free slots counted from the portfolios it holds. */
export async function subscriptionOf(db: Db, user: UserRow): Promise<Subscription | undefined> {
  if (!user.subscription_id) return undefined;
  const row = await db
    .selectFrom('subscriptions as s')
    .leftJoin('users as b', 'b.id', 's.billing_owner_id')
    .select((eb) => [
      's.code',
      's.plan',
      's.status',
      's.portfolio_limit',
      's.features',
      'b.id as owner_id',
      'b.email as owner_email',
      'b.first_name as owner_first_name',
      'b.last_name as owner_last_name',
      eb.selectFrom('portfolios as p').select(eb.fn.countAll<number>().as('n')).whereRef('p.subscription_id', '=', 's.id').as('used'),
    ])
    .where('s.id', '=', user.subscription_id)
    .executeTakeFirst();
  if (!row) return undefined;
  const used = Number(row.used ?? 0);
  return {
    subscription_id: row.code,
    plan: row.plan,
    status: row.status as Subscription['status'],
    billing_owner: {
      id: row.owner_id ?? user.id,
      email: row.owner_email ?? user.email,
      first_name: row.owner_first_name ?? '',
      last_name: row.owner_last_name ?? '',
    },
    portfolio_limit: row.portfolio_limit,
    portfolio_available: Math.max(0, row.portfolio_limit - used),
    features: row.features,
  };
}
