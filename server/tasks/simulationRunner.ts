import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { BlobStore } from '../storage/blobStore';
import type { EventPublisher } from '../realtime/eventPublisher';
import type { PackageError } from '../../src/api/simulationPackage/errors';
import { startEngineRun, type EngineRun } from './engineRun';
import { IMPORT_SHARE } from './engineMessages';
import { moveTask } from './taskStore';
import type { TaskQueue } from './taskQueue';
import { announceReportStatus, requestReportGeneration } from '../reports/reportGeneration';

/** A running task renews its lease at least this often, with its progress (SPEC: every 2 s at most). */
const HEARTBEAT_MS = 1_000;
const RECOVERY_INTERVAL_MS = 5_000;


/** Reading the package, running its years, storing the results. */
const phaseOf = (progress: number) => (progress < IMPORT_SHARE ? 0 : progress < 1 ? 1 : 2);

export type SimulationRunner = {
  run(taskId: string): Promise<void>;
  /** Queues again every running task whose lease ran out (its worker stopped); cancels those asked to stop. */
  recover(): Promise<number>;
  /** Starts the periodic recovery; returns the stop function, which also ends runs in progress. */
  startRecovery(): () => Promise<void>;
};

type Claimed = {
  id: string;
  attempt: number;
  simulation_id: string;
  workspace_id: string;
  portfolio_id: string;
  blob_key: string;
  settings: Record<string, unknown>;
};

export function createSimulationRunner(options: {
  db: Db;
  blobs: BlobStore;
  queue: TaskQueue;
  events: EventPublisher;
  /** A lease not renewed for this long means its worker stopped: the task is queued again. */
  leaseSeconds: number;
  log: (message: string, error?: unknown) => void;
}): SimulationRunner {
  const { db, blobs, queue, events, log, leaseSeconds } = options;
  const active = new Set<EngineRun>();
  // Once stopped, a run claimed in the meantime does not start: its lease runs out like the rest.
  let stopped = false;

  const announce = (task: Pick<Claimed, 'id' | 'simulation_id' | 'workspace_id' | 'portfolio_id'>) =>
    events.toPortfolio(db, task.portfolio_id, { event: 'task_status_updated', simulation_id: task.simulation_id, task_id: task.id, workspace_id: task.workspace_id });

  async function claim(taskId: string): Promise<Claimed | undefined> {
    const moved = await moveTask(
      db,
      taskId,
      'running',
      { attempt: sql<number>`attempt + 1`, started_at: new Date(), lease_until: sql<Date>`now() + make_interval(secs => ${leaseSeconds})`, progress: 0, sim_time_remaining: null },
      { from: ['queued'] },
    );
    if (!moved) return undefined;
    const context = await db
      .selectFrom('simulation_tasks as t')
      .innerJoin('simulations as s', 's.id', 't.simulation_id')
      .innerJoin('workspaces as w', 'w.id', 's.workspace_id')
      .innerJoin('data_snapshot_versions as dv', (join) => join.onRef('dv.snapshot_id', '=', 't.data_snapshot_id').onRef('dv.version', '=', 't.data_snapshot_version'))
      .innerJoin('simulation_settings_versions as sv', (join) => join.onRef('sv.settings_id', '=', 't.settings_id').onRef('sv.version', '=', 't.settings_version'))
      .select(['t.id', 't.attempt', 't.simulation_id', 's.workspace_id', 'w.portfolio_id', 'dv.blob_key', 'sv.settings'])
      .where('t.id', '=', taskId)
      .executeTakeFirst();
    return context;
  }

  /** Renews the lease with the latest progress; says whether the run should go on. */
  async function heartbeat(task: Claimed, progress: number, remaining: number | null): Promise<'go' | 'cancel' | 'lost'> {
    const row = await db
      .updateTable('simulation_tasks')
      .set({ progress: Math.min(progress, 1), sim_time_remaining: remaining, lease_until: sql<Date>`now() + make_interval(secs => ${leaseSeconds})` })
      .where('id', '=', task.id)
      .where('attempt', '=', task.attempt)
      .where('status', '=', 'running')
      .returning('cancel_requested')
      .executeTakeFirst();
    if (!row) return 'lost';
    return row.cancel_requested ? 'cancel' : 'go';
  }

  async function finishWith(task: Claimed, outcome: 'invalid' | 'failed' | 'cancelled', errors: PackageError[]) {
    await moveTask(
      db,
      task.id,
      outcome,
      { finished_at: new Date(), lease_until: null, sim_time_remaining: null, error_messages: JSON.stringify(errors), can_retry: outcome !== 'invalid' },
      { attempt: task.attempt, from: ['running'] },
    );
  }

  async function complete(task: Claimed, results: unknown, lifeCyclesKey: string, lifeCyclesBytes: number): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const moved = await moveTask(
        trx,
        task.id,
        'completed',
        { finished_at: new Date(), lease_until: null, progress: 1, sim_time_remaining: null, error_messages: '[]', can_retry: false },
        { attempt: task.attempt, from: ['running'] },
      );
      if (!moved) return false;
      await trx
        .insertInto('task_results')
        .values({ task_id: task.id, summary: JSON.stringify(results), life_cycles_key: lifeCyclesKey, life_cycles_bytes: lifeCyclesBytes })
        .execute();
      // Its lite reports start generating with the results they are made of.
      await requestReportGeneration(trx, queue, task.id);
      // Inputs republished while it ran: the results stand, marked as outdated at once.
      const newer = await trx
        .selectFrom('simulation_tasks as t')
        .select(sql<boolean>`
          t.data_snapshot_version < (select max(version) from data_snapshot_versions where snapshot_id = t.data_snapshot_id)
          or t.settings_version < (select max(version) from simulation_settings_versions where settings_id = t.settings_id)`.as('outdated'))
        .where('t.id', '=', task.id)
        .executeTakeFirstOrThrow();
      if (newer.outdated) await moveTask(trx, task.id, 'outdated');
      return true;
    });
  }

  async function run(taskId: string): Promise<void> {
    const task = await claim(taskId);
    if (!task) return;
    await announce(task);
    const slot = await blobs.reserve('life-cycles');
    if (stopped) return;
    let latest = { progress: 0, remaining: null as number | null };
    const stopping: { verdict: 'go' | 'cancel' | 'lost' } = { verdict: 'go' };
    const beat = () =>
      heartbeat(task, latest.progress, latest.remaining).then(
        (next) => {
          if (next !== 'go' && stopping.verdict === 'go') {
            stopping.verdict = next;
            void engine.stop();
          }
        },
        (error: unknown) => log('task heartbeat failed', error),
      );
    const engine = startEngineRun(
      { assetsPath: blobs.pathOf(task.blob_key), settings: task.settings, lifeCyclesPath: slot.tempPath },
      (message) => {
        const phaseChanged = phaseOf(message.progress) !== phaseOf(latest.progress);
        latest = { progress: message.progress, remaining: message.sim_time_remaining };
        // The end of reading and of the years are reported at once, not at the next beat.
        if (phaseChanged) void beat();
      },
    );
    active.add(engine);
    const beating = setInterval(() => void beat(), HEARTBEAT_MS);
    try {
      const outcome = await engine.outcome;
      clearInterval(beating);
      if (outcome.type === 'completed') {
        await slot.commit();
        const accepted = await complete(task, outcome.results, slot.key, outcome.lifeCyclesBytes);
        if (!accepted) await blobs.remove(slot.key);
        else {
          queue.wake();
          await announceReportStatus(db, events, task.id);
        }
      } else {
        await slot.discard();
        if (outcome.type === 'invalid') await finishWith(task, 'invalid', outcome.errors);
        else if (outcome.type === 'failed') {
          // Not the package's fault, so nothing for the publisher to fix (SPEC 2: 'Sorry, we could
          // not process the simulation.' and a retry); the reason is for the operators' log.
          log(`task ${taskId} failed: ${outcome.message}`);
          await finishWith(task, 'failed', []);
        }
        else if (stopping.verdict === 'cancel') await finishWith(task, 'cancelled', []);
      }
    } catch (error) {
      log(`task ${taskId} could not be finished`, error);
      await slot.discard();
    } finally {
      clearInterval(beating);
      active.delete(engine);
    }
    await announce(task);
  }

  async function recover(): Promise<number> {
    const expired = await db
      .selectFrom('simulation_tasks as t')
      .innerJoin('simulations as s', 's.id', 't.simulation_id')
      .innerJoin('workspaces as w', 'w.id', 's.workspace_id')
      .select(['t.id', 't.attempt', 't.cancel_requested', 't.simulation_id', 's.workspace_id', 'w.portfolio_id'])
      .where('t.status', '=', 'running')
      .where('t.lease_until', '<', sql<Date>`now()`)
      .execute();
    let requeued = 0;
    for (const task of expired) {
      const moved = await db.transaction().execute(async (trx) => {
        if (task.cancel_requested) {
          return moveTask(trx, task.id, 'cancelled', { finished_at: new Date(), lease_until: null, sim_time_remaining: null, can_retry: true }, { attempt: task.attempt });
        }
        const row = await moveTask(trx, task.id, 'queued', { lease_until: null, sim_time_remaining: null, progress: 0 }, { attempt: task.attempt });
        if (row) await queue.enqueue(trx, task.id);
        return row;
      });
      if (moved) {
        if (moved.status === 'queued') requeued++;
        await announce({ id: task.id, simulation_id: task.simulation_id, workspace_id: task.workspace_id, portfolio_id: task.portfolio_id });
      }
    }
    if (requeued > 0) queue.wake();
    return requeued;
  }

  return {
    run,
    recover,
    startRecovery() {
      const timer = setInterval(() => {
        recover().catch((error: unknown) => log('task recovery failed', error));
      }, RECOVERY_INTERVAL_MS);
      return async () => {
        stopped = true;
        clearInterval(timer);
        await Promise.all([...active].map((engine) => engine.stop()));
      };
    },
  };
}
