import { setImmediate } from 'node:timers/promises';
import type { SimulationResults } from '../../src/api/simulationPackage/results.schema';
import { postgresPoolOf, type Db } from '../db/database';
import type { TaskWorksTable } from '../db/schema';
import { notFound } from '../http/httpError';
import { readLifeCycles } from '../results/lifeCyclesFile';
import type { BlobStore } from '../storage/blobStore';
import type { AssetAttributes } from './assetAttributes';
import { copyTaskWorks } from './copyTaskWorks';
import { workRows, type WorkRow } from './workRows';

/** Kept for the advanced analysis's filters and map; the feed's and the workbook's columns stay as published. */
type AnalysisAttribute = 'asset_class' | 'hierarchy' | 'criticality' | 'center_x' | 'center_y';

/**
 * The works programme's columns in the order the feed and the export show them: the id is the
 * stable column name a client (Excel, Power BI) binds to, the label is for planners.
 */
export const WORK_COLUMNS: ReadonlyArray<{ id: Exclude<keyof TaskWorksTable, 'task_id' | 'asset_index' | AnalysisAttribute>; label: string }> = [
  { id: 'work_no', label: 'Work no.' },
  { id: 'year', label: 'Year' },
  { id: 'asset_id', label: 'Asset ID' },
  { id: 'asset_name', label: 'Asset name' },
  { id: 'location', label: 'Location' },
  { id: 'treatment_id', label: 'Treatment ID' },
  { id: 'treatment_name', label: 'Treatment' },
  { id: 'cost', label: 'Cost' },
  { id: 'funding_source', label: 'Funding source' },
  { id: 'state_before', label: 'State before' },
  { id: 'state_after', label: 'State after' },
];

/**
 * PGlite's client reads a statement's parameter count as a signed 16-bit number, so a statement
 * takes at most 32,767 of them: 18 columns a row leave room for 1,820 rows.
 */
const ROWS_PER_INSERT = 1_500;

/**
 * Loads the run's works programme (from its life-cycles file and results, with the register's
 * attributes when given) into task_works; idempotent (replaces the task's rows). Returns the row count.
 */
export async function storeTaskWorks(db: Db, blobs: BlobStore, taskId: string, attributes: AssetAttributes | null = null): Promise<number> {
  const stored = await db.selectFrom('task_results').select(['summary', 'life_cycles_key']).where('task_id', '=', taskId).executeTakeFirst();
  if (!stored) throw notFound(`Task ${taskId} has no results`);
  const results = stored.summary as unknown as SimulationResults;
  const lifeCycles = await readLifeCycles(blobs.pathOf(stored.life_cycles_key));
  const rows = workRows(lifeCycles, results, attributes);
  const pool = postgresPoolOf(db);
  return pool ? copyTaskWorks(pool, taskId, rows) : insertTaskWorks(db, taskId, rows);
}

/** The works are stored once the lite reports are generated; a run that funded nothing has none, and is ready all the same. */
export async function worksStored(db: Db, taskId: string): Promise<boolean> {
  const lite = await db.selectFrom('task_reports').select('status').where('task_id', '=', taskId).where('group_code', '=', 'lite').executeTakeFirst();
  return lite?.status === 'completed';
}

/** Stores of a task in progress in this process, so that a second waits for the first (the embedded database lives in one process). */
const embeddedStores = new Map<string, Promise<number>>();

/**
 * The embedded database has no COPY from a client stream, and it answers one statement at a
 * time: millions of rows in one transaction would stall every request for minutes. So the rows go
 * in multi-row inserts that requests interleave with; readers rely on the lite report being
 * completed (worksReady), which happens after the last insert.
 */
async function insertTaskWorks(db: Db, taskId: string, rows: Iterable<WorkRow>): Promise<number> {
  const previous = embeddedStores.get(taskId) ?? Promise.resolve(0);
  const current = previous.catch(() => 0).then(() => insertBatches(db, taskId, rows));
  embeddedStores.set(taskId, current);
  try {
    return await current;
  } finally {
    if (embeddedStores.get(taskId) === current) embeddedStores.delete(taskId);
  }
}

async function insertBatches(db: Db, taskId: string, rows: Iterable<WorkRow>): Promise<number> {
  await db.deleteFrom('task_works').where('task_id', '=', taskId).execute();
  let count = 0;
  let batch: TaskWorksTable[] = [];
  const flush = async () => {
    if (batch.length > 0) await db.insertInto('task_works').values(batch).execute();
    batch = [];
    // The embedded database runs on this thread and its answers resolve as microtasks: without a
    // turn of the event loop here, timers (a running task's heartbeat) would wait for the last batch.
    await setImmediate();
  };
  for (const row of rows) {
    batch.push({ task_id: taskId, ...row });
    count += 1;
    if (batch.length === ROWS_PER_INSERT) await flush();
  }
  await flush();
  return count;
}
