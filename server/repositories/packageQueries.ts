import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { DataSnapshot, DataSnapshotSummary } from '../../src/api/schemas/dataSnapshot.schema';
import type { SimulationSettingsRecord, SimulationSettingsVersion } from '../../src/api/schemas/simulationSettings.schema';
import type { SimulationSettings } from '../../src/api/simulationPackage/settings.schema';
import type { SnapshotContents } from '../publishing/snapshotImport';
import { fundingPlan } from '../engine/fundingPlan';
import { moveTask } from '../tasks/taskStore';

/** A creator as SPEC 3 names them, from the users table; null once the account is gone. */
export const creatorOf = (row: { first_name: string | null; last_name: string | null; email: string | null }) =>
  row.email === null ? null : { first_name: row.first_name ?? '', last_name: row.last_name ?? '', email: row.email };

export async function createSnapshot(db: Db, input: { portfolioId: string; name: string; userId: string }): Promise<DataSnapshot> {
  const row = await db
    .insertInto('data_snapshots')
    .values({ portfolio_id: input.portfolioId, name: input.name, created_by: input.userId })
    .returning(['id', 'portfolio_id', 'name', 'created_at'])
    .executeTakeFirstOrThrow();
  return { ...row, latest_version: null, created_at: row.created_at.toISOString() };
}

export async function createSettings(db: Db, input: { portfolioId: string; name: string; userId: string }): Promise<SimulationSettingsRecord> {
  const row = await db
    .insertInto('simulation_settings')
    .values({ portfolio_id: input.portfolioId, name: input.name, created_by: input.userId })
    .returning(['id', 'portfolio_id', 'name', 'created_at'])
    .executeTakeFirstOrThrow();
  return { ...row, latest_version: null, created_at: row.created_at.toISOString() };
}

/**
 * Completed runs on an older version of the data or settings keep their results and become
 * outdated; returns them so that their pages can be told.
 */
async function outdateTasks(trx: Db, column: 'data_snapshot_id' | 'settings_id', parentId: string, version: number) {
  const versionColumn = column === 'data_snapshot_id' ? 'data_snapshot_version' : 'settings_version';
  const stale = await trx
    .selectFrom('simulation_tasks')
    .select('id')
    .where(column, '=', parentId)
    .where(versionColumn, '<', version)
    .where('status', '=', 'completed')
    .execute();
  const moved: string[] = [];
  for (const task of stale) if (await moveTask(trx, task.id, 'outdated')) moved.push(task.id);
  return moved;
}

/** A snapshot's and a settings document's versions: where they live and what names their parent. */
const VERSIONED = {
  snapshot: { parent: 'data_snapshots', versions: 'data_snapshot_versions', parentColumn: 'snapshot_id', taskColumn: 'data_snapshot_id' },
  settings: { parent: 'simulation_settings', versions: 'simulation_settings_versions', parentColumn: 'settings_id', taskColumn: 'settings_id' },
} as const;

/**
 * Adds the next version of a snapshot or settings document, allocated under the parent row's
 * lock so that two uploads at once get 1 and 2 in turn; undefined when the parent is gone.
 */
async function addVersion(
  db: Db,
  kind: keyof typeof VERSIONED,
  parentId: string,
  insert: (trx: Transaction<Database>, version: number) => Promise<unknown>,
): Promise<{ version: number; outdatedTasks: string[] } | undefined> {
  const { parent, versions, parentColumn, taskColumn } = VERSIONED[kind];
  return db.transaction().execute(async (trx) => {
    const locked = await sql<{ id: string }>`select id from ${sql.table(parent)} where id = ${parentId} for update`.execute(trx);
    if (locked.rows.length === 0) return undefined;
    const { rows } = await sql<{ next: number }>`select coalesce(max(version), 0)::int + 1 as next from ${sql.table(versions)} where ${sql.ref(parentColumn)} = ${parentId}`.execute(trx);
    const version = rows[0]!.next;
    await insert(trx, version);
    return { version, outdatedTasks: await outdateTasks(trx, taskColumn, parentId, version) };
  });
}

export function addSnapshotVersion(db: Db, input: { snapshotId: string; blobKey: string; bytes: number; contents: SnapshotContents; userId: string }) {
  return addVersion(db, 'snapshot', input.snapshotId, (trx, version) =>
    trx
      .insertInto('data_snapshot_versions')
      .values({
        snapshot_id: input.snapshotId,
        version,
        blob_key: input.blobKey,
        byte_size: input.bytes,
        summary: JSON.stringify(input.contents),
        created_by: input.userId,
      })
      .execute(),
  );
}

export function addSettingsVersion(db: Db, input: { settingsId: string; document: unknown; userId: string }) {
  return addVersion(db, 'settings', input.settingsId, (trx, version) =>
    trx
      .insertInto('simulation_settings_versions')
      .values({ settings_id: input.settingsId, version, settings: JSON.stringify(input.document), created_by: input.userId })
      .execute(),
  );
}

/** A snapshot version with its summary; the latest one when `version` is left out. */
export async function snapshotVersion(db: Db, snapshotId: string, version?: number) {
  let query = db
    .selectFrom('data_snapshot_versions as v')
    .innerJoin('data_snapshots as d', 'd.id', 'v.snapshot_id')
    .leftJoin('users as u', 'u.id', 'v.created_by')
    .select([
      'v.snapshot_id',
      'd.name',
      'd.portfolio_id',
      'v.version',
      'v.blob_key',
      'v.byte_size',
      'v.summary',
      'v.spatial_blob_key',
      'v.created_at',
      'u.first_name',
      'u.last_name',
      'u.email',
      sql<number>`(select max(version)::int from data_snapshot_versions where snapshot_id = v.snapshot_id)`.as('latest_version'),
    ])
    .where('v.snapshot_id', '=', snapshotId);
  query = version === undefined ? query.orderBy('v.version', 'desc').limit(1) : query.where('v.version', '=', version);
  return query.executeTakeFirst();
}

export type SnapshotVersionRow = NonNullable<Awaited<ReturnType<typeof snapshotVersion>>>;

export function toSnapshotSummary(row: SnapshotVersionRow): DataSnapshotSummary {
  const contents = row.summary as unknown as SnapshotContents;
  return {
    snapshot_id: row.snapshot_id,
    name: row.name,
    version: row.version,
    latest_version: row.latest_version,
    ...contents,
    has_spatial: row.spatial_blob_key !== null,
    byte_size: row.byte_size,
    uploaded_by: creatorOf(row),
    created_at: row.created_at.toISOString(),
  };
}

export async function settingsVersion(db: Db, settingsId: string, version?: number) {
  let query = db
    .selectFrom('simulation_settings_versions as v')
    .innerJoin('simulation_settings as s', 's.id', 'v.settings_id')
    .leftJoin('users as u', 'u.id', 'v.created_by')
    .select([
      'v.settings_id',
      's.name',
      's.portfolio_id',
      'v.version',
      'v.settings',
      'v.created_at',
      'u.first_name',
      'u.last_name',
      'u.email',
      sql<number>`(select max(version)::int from simulation_settings_versions where settings_id = v.settings_id)`.as('latest_version'),
    ])
    .where('v.settings_id', '=', settingsId);
  query = version === undefined ? query.orderBy('v.version', 'desc').limit(1) : query.where('v.version', '=', version);
  return query.executeTakeFirst();
}

export type SettingsVersionRow = NonNullable<Awaited<ReturnType<typeof settingsVersion>>>;

/** Each year's total budget as the engine will plan it; null when the strategy runs unbounded. */
export function plannedYearlyBudget(settings: SimulationSettings): number[] | null {
  const { strategy } = settings;
  if (strategy.budgetPreset === 'unbounded') return null;
  if (strategy.budgetPreset === 'zeroBudget') return Array.from({ length: strategy.years }, () => 0);
  const plan = fundingPlan(strategy);
  return Array.from({ length: strategy.years }, (_, year) =>
    strategy.fundingSources.reduce((total, _source, s) => total + (plan.budget[s * strategy.years + year] ?? 0), 0),
  );
}

export function toSettingsVersion(row: SettingsVersionRow): SimulationSettingsVersion {
  const settings = row.settings as unknown as SimulationSettings;
  return {
    settings_id: row.settings_id,
    name: row.name,
    version: row.version,
    latest_version: row.latest_version,
    model_name: settings.name,
    strategy_name: settings.strategy.name,
    start_year: settings.strategy.startYear,
    years: settings.strategy.years,
    yearly_budget: plannedYearlyBudget(settings),
    benefit_based_on: settings.strategy.benefit.basedOn,
    calculation_method: settings.strategy.benefit.calculationMethod,
    document: row.settings,
    uploaded_by: creatorOf(row),
    created_at: row.created_at.toISOString(),
  };
}
