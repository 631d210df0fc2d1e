import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../identity/passwords';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts';
import { AREAS, ASSET_PROGRAMMES, EXTRA_PLANNERS, HORIZONS, WORKSPACE_NAMES } from './demoCatalogue';
import { seedWorkspaceSettings } from './seedWorkspaceSettings';

type Trx = Transaction<Database>;

const DAY_MS = 86_400_000;

/** Subscriptions of the demo organisation: one per plan in use, one to link, one no longer valid. */
const SUBSCRIPTIONS = [
  { code: 'HZN-ENT-2041', plan: 'Enterprise', status: 'active', limit: 40, features: ['papa', 'wpfac'], portfolios: 34 },
  { code: 'HZN-COR-3107', plan: 'Core', status: 'active', limit: 20, features: ['papa'], portfolios: 16 },
  { code: 'HZN-ESS-5520', plan: 'Essentials', status: 'in_trail', limit: 15, features: [], portfolios: 12 },
  { code: 'HZN-COR-3190', plan: 'Core', status: 'active', limit: 10, features: [], portfolios: 0 },
  { code: 'HZN-ESS-5599', plan: 'Essentials', status: 'cancelled', limit: 5, features: [], portfolios: 0 },
] as const;

/** Which subscription each account works under (owner's own has 6 free slots of 40). */
const ACCOUNT_SUBSCRIPTION: Record<string, string> = {
  'owner@horizon.test': 'HZN-ENT-2041',
  'admin@horizon.test': 'HZN-COR-3107',
};

export async function seedFoundation(trx: Trx): Promise<void> {
  const now = Date.now();
  const organisation = await trx
    .insertInto('organisations')
    .values({ name: 'Riverbend Regional Council' })
    .returning('id')
    .executeTakeFirstOrThrow();

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const people = [...DEMO_ACCOUNTS, ...EXTRA_PLANNERS];
  const userIds = new Map<string, string>();
  for (const person of people) {
    const row = await trx
      .insertInto('users')
      .values({
        email: person.email,
        password_hash: passwordHash,
        first_name: person.first_name,
        last_name: person.last_name,
        job_title: person.job_title,
        organisation_id: person.email === 'outsider@horizon.test' ? null : organisation.id,
        region: 'New South Wales',
        department: person.email === 'outsider@horizon.test' ? '' : 'Infrastructure Services',
        segment_name: 'Local Government',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds.set(person.email, row.id);
  }
  await trx.updateTable('users').set((eb) => ({ auth_subject: eb.cast('id', 'text') })).execute();

  const ownerId = userIds.get('owner@horizon.test')!;
  const subscriptionIds = new Map<string, string>();
  for (const subscription of SUBSCRIPTIONS) {
    const row = await trx
      .insertInto('subscriptions')
      .values({
        code: subscription.code,
        organisation_id: organisation.id,
        plan: subscription.plan,
        status: subscription.status,
        billing_owner_id: ownerId,
        portfolio_limit: subscription.limit,
        features: [...subscription.features],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    subscriptionIds.set(subscription.code, row.id);
  }
  for (const [email, code] of Object.entries(ACCOUNT_SUBSCRIPTION)) {
    await trx
      .updateTable('users')
      .set({ subscription_id: subscriptionIds.get(code)! })
      .where('id', '=', userIds.get(email)!)
      .execute();
  }

  const owners = ['owner@horizon.test', 'admin@horizon.test', ...EXTRA_PLANNERS.map((p) => p.email)];
  const combinations = ASSET_PROGRAMMES.length * AREAS.length;
  const workspaceIds: string[] = [];
  let index = 0;
  for (const subscription of SUBSCRIPTIONS) {
    for (let n = 0; n < subscription.portfolios; n += 1, index += 1) {
      // Stepping by a number coprime with the combination count visits each pair once.
      const combination = (index * 7) % combinations;
      const programme = ASSET_PROGRAMMES[combination % ASSET_PROGRAMMES.length]!;
      const area = AREAS[Math.floor(combination / ASSET_PROGRAMMES.length)]!;
      const horizon = HORIZONS[index % HORIZONS.length]!;
      const ownerEmail = owners[index % owners.length]!;
      const createdAt = new Date(now - (index * 11 + 3) * DAY_MS);
      const portfolio = await trx
        .insertInto('portfolios')
        .values({
          name: `${programme.name} – ${area}`,
          description: `${programme.text} across ${area}. Holds the ${horizon}, the condition data it rests on and the work plans that deliver it.`,
          subscription_id: subscriptionIds.get(subscription.code)!,
          owner_id: userIds.get(ownerEmail)!,
          created_at: createdAt,
          updated_at: new Date(createdAt.getTime() + ((index * 5) % 9) * DAY_MS),
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const members = new Map<string, { permission: 'Admin' | 'Editor' | 'Viewer'; allow_inviting: boolean }>([
        [ownerEmail, { permission: 'Admin', allow_inviting: true }],
        ['admin@horizon.test', { permission: 'Admin', allow_inviting: true }],
        ['editor@horizon.test', { permission: 'Editor', allow_inviting: index % 3 === 0 }],
        ['viewer@horizon.test', { permission: 'Viewer', allow_inviting: false }],
      ]);
      await trx
        .insertInto('portfolio_members')
        .values(
          [...members].map(([email, member]) => ({
            portfolio_id: portfolio.id,
            user_id: userIds.get(email)!,
            permission: member.permission,
            allow_inviting: member.allow_inviting,
          })),
        )
        .execute();

      const workspaceCount = index % (WORKSPACE_NAMES.length + 1);
      if (workspaceCount > 0) {
        const workspaces = await trx
          .insertInto('workspaces')
          .values(
            WORKSPACE_NAMES.slice(0, workspaceCount).map((workspace) => ({
              portfolio_id: portfolio.id,
              name: workspace.name,
              description: workspace.description,
            })),
          )
          .returning('id')
          .execute();
        workspaceIds.push(...workspaces.map((workspace) => workspace.id));
      }
    }
  }
  await seedWorkspaceSettings(trx, workspaceIds);
}
