import { setImmediate } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Readable } from 'node:stream';
import type { Db } from '../db/database';
import type { BlobStore } from '../storage/blobStore';
import type { EventPublisher } from '../realtime/eventPublisher';
import type { TaskQueue } from '../tasks/taskQueue';
import type { DataSourceImportStatus } from '../../src/api/schemas/dataSource.schema';
import { assetFeatureCollectionSchema } from '../../src/api/schemas/dataSnapshot.schema';
import { CsvRecordParser } from '../engine/csvRecords';
import { messageFor, type MessageKey } from '../http/messages';
import { worksStored } from '../reports/taskWorks';
import { updateImportStatistics } from '../repositories/dataSourceQueries';

/** Works copied per statement: a statement of the embedded database holds every request up while it runs. */
const WORKS_PER_COPY = 20_000;
/** Assets enriched per statement, sent as one JSON parameter (PGlite takes at most 32,767 parameters). */
const ASSETS_PER_UPDATE = 1_000;

/** The event's status_label: the task chip's words for the same states. */
const STATUS_LABEL_KEYS: Record<DataSourceImportStatus, MessageKey> = {
  queued: 'taskChip.queued',
  running: 'taskChip.running',
  completed: 'taskChip.ready',
  failed: 'taskChip.failed',
};

/** A failure whose text the planner can act on; anything else reads 'could not be imported'. */
class ImportRefused extends Error {
  constructor(readonly key: MessageKey) {
    super(messageFor(key));
  }
}

/**
 * Queues the import of each new data source inside the caller's transaction (the rows and their
 * jobs commit together); once that has committed the caller announces them and wakes the queue.
 */
export async function requestImports(trx: Db, queue: TaskQueue, dataSourceIds: readonly string[]): Promise<void> {
  for (const id of dataSourceIds) await queue.enqueueImport(trx, id);
}

/**
 * Tells the plan's portfolio that a data source's import moved to `status` (SPEC 4
 * data_source_import_task_status_updated). The status is the caller's, not re-read: a worker may
 * already have moved a just-queued import on.
 */
export async function announceImportStatus(db: Db, events: EventPublisher, dataSourceId: string, taskId: string, status: DataSourceImportStatus, errorKey: MessageKey | null = null): Promise<void> {
  const row = await db
    .selectFrom('work_plan_data_sources as d')
    .innerJoin('work_plans as p', 'p.id', 'd.work_plan_id')
    .select(['d.work_plan_id', 'p.portfolio_id'])
    .where('d.id', '=', dataSourceId)
    .executeTakeFirst();
  if (!row) return;
  await events.toPortfolio(db, row.portfolio_id, {
    event: 'data_source_import_task_status_updated',
    task_id: taskId,
    data_source_id: dataSourceId,
    work_plan_id: row.work_plan_id,
    status,
    status_label: messageFor(STATUS_LABEL_KEYS[status]),
    status_key: STATUS_LABEL_KEYS[status],
    message: errorKey ? messageFor(errorKey) : '',
    message_key: errorKey,
  });
}

type AssetFields = { asset_id: string; network_measure: number | null; attributes: Record<string, string> };

/** The register's rows of the given assets, a batch at a time, read as the CSV streams by. */
async function* registerRows(csv: Readable, wanted: ReadonlySet<string>): AsyncGenerator<AssetFields[]> {
  let header: string[] = [];
  let idField = -1;
  let batch: AssetFields[] = [];
  const ready: AssetFields[][] = [];
  const parser = new CsvRecordParser({
    record: (record) => {
      if (record.row === 1) {
        header = Array.from({ length: record.fieldCount }, (_, field) => record.text(field).trim());
        idField = header.indexOf('asset_id');
        return;
      }
      const assetId = idField >= 0 && idField < record.fieldCount ? record.text(idField).trim() : undefined;
      if (assetId === undefined || !wanted.has(assetId)) return;
      const attributes: Record<string, string> = {};
      header.forEach((name, field) => {
        if (name && field < record.fieldCount) attributes[name] = record.text(field).trim();
      });
      // A blank measure is unknown, not zero.
      const measure = attributes.network_measure ? Number(attributes.network_measure) : Number.NaN;
      batch.push({ asset_id: assetId, network_measure: Number.isFinite(measure) ? measure : null, attributes });
      if (batch.length === ASSETS_PER_UPDATE) {
        ready.push(batch);
        batch = [];
      }
    },
    error: () => undefined,
  });
  try {
    for await (const chunk of csv as AsyncIterable<Buffer>) {
      parser.push(chunk);
      while (ready.length > 0) yield ready.shift()!;
      if (parser.failed) break;
    }
    parser.end();
    while (ready.length > 0) yield ready.shift()!;
    if (batch.length > 0) yield batch;
  } finally {
    csv.destroy();
  }
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

export type DataSourceImporter = {
  run(dataSourceId: string): Promise<void>;
  /**
   * Fails the imports left queued or running with no job left to carry them on (their worker died
   * and the queue has given up on its job), so that the planner may import the run again; tells
   * the plan's members. Gives how many failed.
   */
  recover(queue: TaskQueue): Promise<number>;
  /** Recovers now and then from now on, while imports whose job is over may appear; the returned stop ends that. */
  startRecovery(queue: TaskQueue): () => void;
};

/** How often a worker looks for imports whose job is over (a dead worker's job expires after half an hour, then retries). */
const RECOVERY_INTERVAL_MS = 60_000;

/**
 * Copies a simulation task's works programme and its treated assets into a work plan. Safe to run
 * twice: a second job for a finished import returns at once, and an interrupted one starts over
 * (its partial copy is replaced).
 */
export function createDataSourceImporter(options: { db: Db; blobs: BlobStore; events: EventPublisher; log: (message: string, error?: unknown) => void }): DataSourceImporter {
  const { db, blobs, events, log } = options;

  async function moveTo(dataSourceId: string, status: DataSourceImportStatus, errorKey: MessageKey | null, counts: { asset_count: number; treatment_count: number; has_spatial_data: boolean } | null = null) {
    await db
      .updateTable('work_plan_data_sources')
      .set({ import_status: status, error_message: errorKey ? messageFor(errorKey) : null, error_key: errorKey, updated_at: new Date(), ...(counts ?? {}) })
      .where('id', '=', dataSourceId)
      .execute();
  }

  async function copyWorks(dataSourceId: string, taskId: string): Promise<void> {
    const span = await db
      .selectFrom('task_works')
      .select((eb) => eb.fn.max('work_no').as('last'))
      .where('task_id', '=', taskId)
      .executeTakeFirst();
    const last = Number(span?.last ?? 0);
    for (let after = 0; after < last; after += WORKS_PER_COPY) {
      await sql`
        insert into work_plan_proposed_treatments (data_source_id, work_no, asset_id, year, treatment, cost, funding_source, state_before, state_after)
        select ${dataSourceId}, work_no, asset_id, year, treatment_name, cost, funding_source, state_before, state_after
        from task_works where task_id = ${taskId} and work_no > ${after} and work_no <= ${after + WORKS_PER_COPY}
      `.execute(db);
      // Each treated asset once, with the attributes its first work carried (batches go in work order) and a point at its centre.
      await sql`
        insert into work_plan_assets (data_source_id, asset_id, name, asset_class, location, hierarchy, criticality, geometry)
        select distinct on (asset_id) ${dataSourceId}, asset_id, asset_name, asset_class, location, hierarchy, criticality,
          case when center_x is not null and center_y is not null
            then jsonb_build_object('type', 'Point', 'coordinates', jsonb_build_array(center_x, center_y)) end
        from task_works where task_id = ${taskId} and work_no > ${after} and work_no <= ${after + WORKS_PER_COPY}
        order by asset_id, work_no
        on conflict (data_source_id, asset_id) do nothing
      `.execute(db);
      await setImmediate();
    }
  }

  /** The register's every column and network measure; class, hierarchy and criticality where the works had none (stored before they were kept). */
  async function copyRegister(dataSourceId: string, blobKey: string): Promise<void> {
    const assets = await db.selectFrom('work_plan_assets').select('asset_id').where('data_source_id', '=', dataSourceId).execute();
    const wanted = new Set(assets.map((asset) => asset.asset_id));
    for await (const batch of registerRows(blobs.read(blobKey), wanted)) {
      await sql`
        update work_plan_assets a set
          network_measure = v.network_measure,
          attributes = v.attributes,
          name = coalesce(a.name, v.attributes ->> 'name'),
          asset_class = coalesce(a.asset_class, v.attributes ->> 'class', ''),
          hierarchy = coalesce(a.hierarchy, v.attributes ->> 'hierarchy', ''),
          criticality = coalesce(a.criticality, v.attributes ->> 'criticality', '')
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(asset_id text, network_measure double precision, attributes jsonb)
        where a.data_source_id = ${dataSourceId} and a.asset_id = v.asset_id
      `.execute(db);
      await setImmediate();
    }
  }

  /** An uploaded spatial layer's geometry replaces the centre point (lines for roads and pipes). */
  async function copySpatialLayer(dataSourceId: string, spatialKey: string): Promise<void> {
    const layer = assetFeatureCollectionSchema.safeParse(JSON.parse(await readAll(blobs.read(spatialKey))));
    if (!layer.success) throw new Error(`The spatial layer ${spatialKey} is not a feature collection of assets`);
    const features = layer.data.features.map((feature) => ({ asset_id: feature.properties.asset_id, geometry: feature.geometry }));
    for (let start = 0; start < features.length; start += ASSETS_PER_UPDATE) {
      await sql`
        update work_plan_assets a set geometry = v.geometry
        from jsonb_to_recordset(${JSON.stringify(features.slice(start, start + ASSETS_PER_UPDATE))}::jsonb) as v(asset_id text, geometry jsonb)
        where a.data_source_id = ${dataSourceId} and a.asset_id = v.asset_id
      `.execute(db);
      await setImmediate();
    }
  }

  async function run(dataSourceId: string): Promise<void> {
    const source = await db
      .selectFrom('work_plan_data_sources as d')
      .leftJoin('simulation_tasks as t', 't.id', 'd.task_id')
      .leftJoin('data_snapshot_versions as dv', (join) => join.onRef('dv.snapshot_id', '=', 't.data_snapshot_id').onRef('dv.version', '=', 't.data_snapshot_version'))
      .select(['d.import_status', 'd.task_id', 'dv.blob_key', 'dv.spatial_blob_key'])
      .where('d.id', '=', dataSourceId)
      .executeTakeFirst();
    // Deleted, or finished by an earlier job for the same import: nothing to do.
    if (!source || (source.import_status !== 'queued' && source.import_status !== 'running')) return;
    const taskId = source.task_id;
    if (!taskId) {
      await moveTo(dataSourceId, 'failed', 'errors.dataSourceTaskMissing');
      return;
    }
    await moveTo(dataSourceId, 'running', null);
    await announceImportStatus(db, events, dataSourceId, taskId, 'running');
    let outcome: { status: 'completed' | 'failed'; errorKey: MessageKey | null };
    try {
      if (!(await worksStored(db, taskId)) || !source.blob_key) throw new ImportRefused('errors.dataSourceSimulationDataMissing');
      await db.deleteFrom('work_plan_proposed_treatments').where('data_source_id', '=', dataSourceId).execute();
      await db.deleteFrom('work_plan_assets').where('data_source_id', '=', dataSourceId).execute();
      await copyWorks(dataSourceId, taskId);
      await copyRegister(dataSourceId, source.blob_key);
      if (source.spatial_blob_key) await copySpatialLayer(dataSourceId, source.spatial_blob_key);
      await updateImportStatistics(db);
      const counts = await db
        .selectFrom('work_plan_data_sources as d')
        .select([
          sql<number>`(select count(*)::int from work_plan_assets a where a.data_source_id = d.id)`.as('asset_count'),
          sql<number>`(select count(*)::int from work_plan_proposed_treatments w where w.data_source_id = d.id)`.as('treatment_count'),
          sql<boolean>`exists (select 1 from work_plan_assets a where a.data_source_id = d.id and a.geometry is not null)`.as('has_spatial_data'),
        ])
        .where('d.id', '=', dataSourceId)
        .executeTakeFirstOrThrow();
      await moveTo(dataSourceId, 'completed', null, counts);
      outcome = { status: 'completed', errorKey: null };
    } catch (error) {
      log(`data source ${dataSourceId} could not be imported from task ${taskId}`, error);
      outcome = { status: 'failed', errorKey: error instanceof ImportRefused ? error.key : 'errors.dataSourceImportFailed' };
      // The copy is not one transaction (it would hold the embedded database up): a failed one leaves nothing half copied behind.
      await removeCopy(dataSourceId);
      await moveTo(dataSourceId, 'failed', outcome.errorKey);
    }
    await announceImportStatus(db, events, dataSourceId, taskId, outcome.status, outcome.errorKey);
  }

  async function removeCopy(dataSourceId: string): Promise<void> {
    await db.deleteFrom('work_plan_proposed_treatments').where('data_source_id', '=', dataSourceId).execute();
    await db.deleteFrom('work_plan_assets').where('data_source_id', '=', dataSourceId).execute();
  }

  async function recover(queue: TaskQueue): Promise<number> {
    const unfinished = await db.selectFrom('work_plan_data_sources').select(['id', 'task_id']).where('import_status', 'in', ['queued', 'running']).execute();
    if (unfinished.length === 0) return 0;
    // Read after the rows: an import requested since has its job already (both commit together).
    const live = await queue.liveImports();
    let failed = 0;
    for (const source of unfinished.filter((candidate) => !live.has(candidate.id))) {
      const errorKey: MessageKey = 'errors.dataSourceImportInterrupted';
      const moved = await db
        .updateTable('work_plan_data_sources')
        .set({ import_status: 'failed', error_message: messageFor(errorKey), error_key: errorKey, updated_at: new Date() })
        .where('id', '=', source.id)
        .where('import_status', 'in', ['queued', 'running'])
        .executeTakeFirst();
      if (moved.numUpdatedRows === 0n) continue;
      failed += 1;
      log(`data source ${source.id} was left ${source.task_id ? `importing task ${source.task_id}` : 'importing'} by a worker that stopped: failed`);
      await removeCopy(source.id);
      if (source.task_id) await announceImportStatus(db, events, source.id, source.task_id, 'failed', errorKey);
    }
    return failed;
  }

  function startRecovery(queue: TaskQueue): () => void {
    const timer = setInterval(() => {
      recover(queue).catch((error: unknown) => log('data source import recovery failed', error));
    }, RECOVERY_INTERVAL_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  return { run, recover, startRecovery };
}
