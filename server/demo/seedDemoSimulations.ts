import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { AppServices } from '../app';
import { cancelLiveTasks } from '../tasks/cancelTasks';
import { announceSimulation, createSimulation, importSettingsVersion, importSnapshotVersion } from '../publishing/publishing';
import { createSettings, createSnapshot } from '../repositories/packageQueries';

const SAMPLES = path.resolve(import.meta.dirname, '../../samples');
type Sample = 'roads' | 'water-mains' | 'buildings';
type Settings = Record<string, unknown> & { strategy: Record<string, unknown> & { budget: { yearly: number[] } } };

const DEMO_STEP = 'demo-simulations';

/**
 * The demo workspaces' simulations, published from samples/ through the same code as an upload
 * and run by the worker: roads as budgeted, with a second budget, unbounded and with no budget;
 * water mains and buildings; one invalid (its settings put the roads' conditions off their scale,
 * so the run is refused with the engine's message and more_info), one failed (its data file lost
 * before the run: nothing to fix, try again), one outdated (its data published again after it ran) and one cancelled, by different demo accounts so that both
 * wordings of the failed panel can be seen. Runs once, in the background after start.
 */
export async function seedDemoSimulations(db: Db, services: AppServices): Promise<boolean> {
  const claimed = await db.insertInto('demo_data_steps').values({ name: DEMO_STEP }).onConflict((oc) => oc.column('name').doNothing()).returning('name').executeTakeFirst();
  if (!claimed) return false;
  const users = new Map((await db.selectFrom('users').select(['id', 'email']).execute()).map((user) => [user.email, user.id]));
  const editor = users.get('editor@horizon.test')!;
  const admin = users.get('admin@horizon.test')!;
  // The most recently updated demo portfolio with three workspaces or more: the first a planner meets.
  const portfolio = await db
    .selectFrom('portfolios as p')
    .select(['p.id'])
    .where(sql<boolean>`(select count(*) from workspaces w where w.portfolio_id = p.id) >= 3`)
    .orderBy('p.updated_at', 'desc')
    .orderBy('p.id')
    .executeTakeFirst();
  if (!portfolio) return false;
  const workspaces = await db.selectFrom('workspaces').select(['id', 'name']).where('portfolio_id', '=', portfolio.id).orderBy('name').execute();
  // By name: Budget Scenarios 2027/28, Condition Audit Update, Long-term Financial Plan.
  const [budgets, audit, plan] = workspaces as [(typeof workspaces)[number], (typeof workspaces)[number], (typeof workspaces)[number]];

  const snapshot = async (sample: Sample, name: string, userId: string) => {
    const created = await createSnapshot(db, { portfolioId: portfolio.id, name, userId });
    const imported = await importSnapshotVersion({ db, blobs: services.blobs, events: services.events }, {
      snapshotId: created.id,
      source: createReadStream(path.join(SAMPLES, sample, 'assets.csv'), { highWaterMark: 1 << 20 }),
      userId,
    });
    if (!imported.ok) throw new Error(`The ${sample} sample's assets.csv was refused`);
    return created.id;
  };
  const sampleSettings = async (sample: Sample) => JSON.parse(await readFile(path.join(SAMPLES, sample, 'settings.json'), 'utf8')) as Settings;
  const settings = async (document: Settings, name: string, userId: string) => {
    const created = await createSettings(db, { portfolioId: portfolio.id, name, userId });
    const imported = await importSettingsVersion({ db, events: services.events }, { settingsId: created.id, document, userId });
    if (!imported.ok) throw new Error(`The demo settings ${name} were refused`);
    return created.id;
  };
  const simulate = async (workspaceId: string, name: string, description: string, snapshotId: string, settingsId: string, userId: string, cancel = false) => {
    const created = await db.transaction().execute(async (trx) => {
      const made = await createSimulation(trx, services.queue, {
        workspaceId,
        portfolioId: portfolio.id,
        userId,
        simulation: { name, description, data_snapshot_id: snapshotId, simulation_settings_id: settingsId, status_item_id: null, priority_item_id: null, udf_values: {} },
      });
      // Cancelled in the transaction that queued it: the worker finds it cancelled, never waiting.
      if (cancel) await cancelLiveTasks(trx, { taskId: made.taskId });
      return made;
    });
    await announceSimulation({ db, ...services }, { ...created, portfolioId: portfolio.id, workspaceId });
    return created;
  };

  const roads = await sampleSettings('roads');
  const roadsData = await snapshot('roads', 'Sealed roads 2026 condition audit', editor);
  const withStrategy = (name: string, strategy: Partial<Settings['strategy']>): Settings => ({ ...roads, strategy: { ...roads.strategy, name, ...strategy } });
  const asBudgeted = await settings(roads, 'Sealed roads model', editor);
  const secondBudget = await settings(
    withStrategy('A third more each year', { budget: { ...roads.strategy.budget, yearly: roads.strategy.budget.yearly.map((amount) => Math.round(amount * 1.33)) } }),
    'Sealed roads model, higher budget',
    editor,
  );
  const unbounded = await settings(withStrategy('Unbounded', { budgetPreset: 'unbounded' }), 'Sealed roads model, unbounded', editor);
  const zero = await settings(withStrategy('Zero budget', { budgetPreset: 'zeroBudget' }), 'Sealed roads model, zero budget', editor);
  await simulate(budgets.id, 'Roads as budgeted', 'The sealed road network at the planned $16M a year, growing with inflation.', roadsData, asBudgeted, editor);
  await simulate(budgets.id, 'Roads, a third more', 'The same network with a third more budget every year.', roadsData, secondBudget, editor);
  await simulate(budgets.id, 'Roads, unbounded', 'Every treatment the network needs, funded: the need.', roadsData, unbounded, editor);
  await simulate(budgets.id, 'Roads, zero budget', 'No works at all: how the network ages on its own.', roadsData, zero, editor);

  const water = await sampleSettings('water-mains');
  await simulate(audit.id, 'Water mains as budgeted', 'Mains renewed on condition at $11M a year.', await snapshot('water-mains', 'Water mains asset register', editor), await settings(water, 'Water mains model', editor), editor);
  const buildings = await sampleSettings('buildings');
  await simulate(audit.id, 'Buildings as budgeted', 'The building estate at $14M a year, with carry-over.', await snapshot('buildings', 'Building condition survey', editor), await settings(buildings, 'Buildings model', editor), editor);

  // Invalid: settings whose native scale runs 0-10 against conditions recorded 0-100.
  const tenPoint = { ...roads, serviceStates: (roads.serviceStates as { nativeCondition: number }[]).map((state) => ({ ...state, nativeCondition: state.nativeCondition / 10 })) };
  await simulate(plan.id, 'Roads on the 10-point scale', 'Published with settings on a 0-10 condition scale.', roadsData, await settings(tenPoint, 'Sealed roads model, 10-point scale', admin), admin);

  // Outdated: its data was published again after it was set to run.
  const auditData = await snapshot('roads', 'Sealed roads 2025 condition audit', editor);
  await simulate(plan.id, 'Roads, 2025 audit', 'Run on last year\'s audit; the audit has been published again since.', auditData, asBudgeted, editor);
  await waitForFinalStatus(db, auditData);
  await importSnapshotVersion({ db, blobs: services.blobs, events: services.events }, {
    snapshotId: auditData,
    source: createReadStream(path.join(SAMPLES, 'roads', 'assets.csv')),
    userId: editor,
  });

  // Cancelled before it started.
  await simulate(plan.id, 'Roads, cancelled run', 'Its run was cancelled before it started.', roadsData, asBudgeted, admin, true);

  // Failed: the stored file of its data went missing before the run (lost storage), which the
  // run reports as a failure that trying again after a restore can fix.
  const lostData = await snapshot('roads', 'Sealed roads, restored from backup', editor);
  const lost = await db.selectFrom('data_snapshot_versions').select('blob_key').where('snapshot_id', '=', lostData).executeTakeFirstOrThrow();
  await services.blobs.remove(lost.blob_key);
  await simulate(plan.id, 'Roads, storage lost', 'Its data file went missing before the run.', lostData, asBudgeted, editor);
  return true;
}

/** The outdated example needs its first run finished before its data is published again. */
async function waitForFinalStatus(db: Db, snapshotId: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const live = await db
      .selectFrom('simulation_tasks')
      .select('id')
      .where('data_snapshot_id', '=', snapshotId)
      .where('status', 'in', ['new', 'queued', 'running'])
      .executeTakeFirst();
    if (!live) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
