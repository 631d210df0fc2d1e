import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { seedFoundation } from './seedFoundation';
import { seedPortfolioAccounts } from './seedPortfolioAccounts';

type DemoStep = { name: string; run: (trx: Transaction<Database>) => Promise<void> };

/** Later issues append steps; each runs once, in its own transaction, and is recorded. */
const DEMO_STEPS: DemoStep[] = [
  { name: 'foundation', run: seedFoundation },
  { name: 'portfolios-members-accounts', run: seedPortfolioAccounts },
];

export async function loadDemoData(db: Db): Promise<string[]> {
  const applied: string[] = [];
  for (const step of DEMO_STEPS) {
    const ran = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('demo_data_steps')
        .values({ name: step.name })
        .onConflict((oc) => oc.column('name').doNothing())
        .returning('name')
        .executeTakeFirst();
      if (!inserted) return false;
      await step.run(trx);
      return true;
    });
    if (ran) applied.push(step.name);
  }
  return applied;
}
