import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { BlobStore } from '../storage/blobStore';
import type { EventPublisher } from '../realtime/eventPublisher';
import type { TaskQueue } from '../tasks/taskQueue';
import { startEngineRun, type EngineRun } from '../tasks/engineRun';
import { messageFor } from '../http/messages';
import { simulationReportId } from './reportIds';
import { storeTaskWorks } from './taskWorks';

/** The group of a run's lite reports in task_reports (SPEC 1: lite reports in the browser). */
export const LITE_GROUP = 'lite';

/**
 * A completed run's lite reports need more than its results: the zero-budget baseline of
 * system-life-cycle and the works programme as rows (the export and the results feed stream
 * them). Asked for inside the caller's transaction (the run's completion, or a planner's
 * regeneration): the lite row is in progress and the job queued exactly when that commits.
 */
export async function requestReportGeneration(trx: Db, queue: TaskQueue, taskId: string): Promise<void> {
  await trx
    .insertInto('task_reports')
    .values({ task_id: taskId, group_code: LITE_GROUP, status: 'in_progress' })
    .onConflict((oc) => oc.columns(['task_id', 'group_code']).doUpdateSet({ status: 'in_progress', error_message: null, updated_at: new Date() }))
    .execute();
  await queue.enqueueReport(trx, taskId);
}

/** Tells the portfolio's members that a simulation's lite reports changed status (SPEC 4). */
export async function announceReportStatus(db: Db, events: EventPublisher, taskId: string): Promise<void> {
  const row = await db
    .selectFrom('task_reports as r')
    .innerJoin('simulation_tasks as t', 't.id', 'r.task_id')
    .innerJoin('simulations as s', 's.id', 't.simulation_id')
    .innerJoin('workspaces as w', 'w.id', 's.workspace_id')
    .select(['r.status', 't.simulation_id', 'w.portfolio_id'])
    .where('r.task_id', '=', taskId)
    .where('r.group_code', '=', LITE_GROUP)
    .executeTakeFirst();
  if (!row) return;
  await events.toPortfolio(db, row.portfolio_id, {
    event: 'report_status_updated',
    id: simulationReportId(row.simulation_id, LITE_GROUP),
    status: row.status,
    type: 'simulation',
    category_name: LITE_GROUP,
    simulation_id: row.simulation_id,
  });
}

/** Thrown when the worker stops mid-generation: pg-boss fails the job and tries it again later. */
class GenerationStopped extends Error {
  constructor(taskId: string) {
    super(`The lite reports of task ${taskId} were stopped with their worker`);
  }
}

export type ReportGenerator = {
  run(taskId: string): Promise<void>;
  /** Queues the generation of completed runs stored before their lite reports were (none yet). */
  recover(queue: TaskQueue): Promise<number>;
  /** Ends the generations in progress; their jobs run again (pg-boss retry). */
  stop(): Promise<void>;
};

export function createReportGenerator(options: { db: Db; blobs: BlobStore; events: EventPublisher; log: (message: string, error?: unknown) => void }): ReportGenerator {
  const { db, blobs, events, log } = options;
  const active = new Set<EngineRun>();
  let stopped = false;

  async function finish(taskId: string, status: 'completed' | 'failed', errorMessage: string | null) {
    const moved = await db
      .updateTable('task_reports')
      .set({ status, error_message: errorMessage, updated_at: new Date() })
      .where('task_id', '=', taskId)
      .where('group_code', '=', LITE_GROUP)
      .where('status', '=', 'in_progress')
      .executeTakeFirst();
    if (moved.numUpdatedRows > 0n) await announceReportStatus(db, events, taskId);
  }

  /** The zero-budget baseline, in a worker thread like the run itself: a large one takes a while. It also hands back the register's attributes. */
  async function zeroBudget(taskId: string, input: { blob_key: string; settings: unknown }) {
    if (stopped) throw new GenerationStopped(taskId);
    const engine = startEngineRun({ assetsPath: blobs.pathOf(input.blob_key), settings: input.settings, lifeCyclesPath: null, zeroBudget: true }, () => undefined);
    active.add(engine);
    try {
      const outcome = await engine.outcome;
      if (outcome.type === 'stopped') throw new GenerationStopped(taskId);
      if (outcome.type === 'completed') return { results: outcome.results, attributes: outcome.attributes ?? null };
      throw new Error(outcome.type === 'invalid' ? outcome.errors.map((error) => error.message).join('; ') : outcome.message);
    } finally {
      active.delete(engine);
    }
  }

  async function run(taskId: string): Promise<void> {
    if (stopped) throw new GenerationStopped(taskId);
    const input = await db
      .selectFrom('task_reports as r')
      .innerJoin('simulation_tasks as t', 't.id', 'r.task_id')
      .innerJoin('task_results as tr', 'tr.task_id', 't.id')
      .innerJoin('data_snapshot_versions as dv', (join) => join.onRef('dv.snapshot_id', '=', 't.data_snapshot_id').onRef('dv.version', '=', 't.data_snapshot_version'))
      .innerJoin('simulation_settings_versions as sv', (join) => join.onRef('sv.settings_id', '=', 't.settings_id').onRef('sv.version', '=', 't.settings_version'))
      .select(['r.status', 'dv.blob_key', 'sv.settings'])
      .where('r.task_id', '=', taskId)
      .where('r.group_code', '=', LITE_GROUP)
      .executeTakeFirst();
    // Finished by an earlier job for the same request, or the run is gone: nothing to do.
    if (input?.status !== 'in_progress') return;
    try {
      const baseline = await zeroBudget(taskId, input);
      await db.updateTable('task_results').set({ zero_budget_summary: JSON.stringify(baseline.results) }).where('task_id', '=', taskId).execute();
      await storeTaskWorks(db, blobs, taskId, baseline.attributes);
      await finish(taskId, 'completed', null);
    } catch (error) {
      if (error instanceof GenerationStopped) throw error;
      log(`the lite reports of task ${taskId} could not be generated`, error);
      await finish(taskId, 'failed', messageFor('errors.reportResultInvalid'));
    }
  }

  async function recover(queue: TaskQueue): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const missing = await trx
        .selectFrom('task_results as tr')
        .innerJoin('simulation_tasks as t', 't.id', 'tr.task_id')
        .select('tr.task_id')
        .where('t.status', 'in', ['completed', 'outdated'])
        .where(sql<boolean>`not exists (select 1 from task_reports r where r.task_id = tr.task_id and r.group_code = ${LITE_GROUP})`)
        .execute();
      for (const { task_id } of missing) await requestReportGeneration(trx, queue, task_id);
      return missing.length;
    });
  }

  return {
    run,
    recover,
    stop: async () => {
      stopped = true;
      await Promise.all([...active].map((engine) => engine.stop()));
    },
  };
}
