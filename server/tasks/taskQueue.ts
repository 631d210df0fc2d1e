import PgBoss from 'pg-boss';
import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../db/database';

export const SIMULATION_QUEUE = 'simulation-run';
/**
 * Issue 14: generating a completed run's lite reports (server/reports/reportGeneration.ts). Unlike
 * a run, a generation is retried by pg-boss: one stopped with its worker is failed by pg-boss's
 * shutdown, or expires if its process died, and runs again.
 */
export const REPORT_QUEUE = 'report-generation';
const REPORT_RETRIES = 5;
const REPORT_RETRY_DELAY_SECONDS = 2;
const REPORT_EXPIRY_MINUTES = 30;
/**
 * Issue 15: importing a simulation task into a work plan as a data source
 * (server/dataSources/dataSourceImport.ts). Retried like a report generation: the import replaces
 * whatever an interrupted attempt copied.
 */
export const IMPORT_QUEUE = 'data-source-import';
/** pg-boss keeps its tables in a schema of their own, beside the product's. */
const BOSS_SCHEMA = 'pgboss';
/**
 * A job is a wake-up call naming a task; the task row, not the job, says what is to be done. A
 * job is never retried by pg-boss: a task whose worker stopped is found by its lease running out
 * (see simulationRunner.recover) and queued again as a new job.
 */
const JOB_EXPIRY_HOURS = 23;
/** How often an idle worker asks for a job that another process queued (a local one wakes it at once). */
const POLLING_SECONDS = 1;

export type TaskQueue = {
  /** Sends the job inside the caller's transaction: it exists exactly when the task row commits. */
  enqueue(executor: Db, taskId: string): Promise<void>;
  /** Wakes this process's workers at once, after a transaction that enqueued a job committed. */
  wake(): void;
  /** Runs `handler` for each job, `concurrency` at a time in this process. */
  work(concurrency: number, handler: (taskId: string) => Promise<void>): Promise<void>;
  /** Sends a lite report generation job for the task inside the caller's transaction. */
  enqueueReport(executor: Db, taskId: string): Promise<void>;
  /** Runs `handler` for each generation job; a handler that throws has its job tried again. */
  workReports(concurrency: number, handler: (taskId: string) => Promise<void>): Promise<void>;
  /** Sends a data source import job (named by the data source's id) inside the caller's transaction. */
  enqueueImport(executor: Db, dataSourceId: string): Promise<void>;
  /** Runs `handler` for each import job; a handler that throws has its job tried again. */
  workImports(concurrency: number, handler: (dataSourceId: string) => Promise<void>): Promise<void>;
  /**
   * The data sources whose import job is still waiting, waiting to be tried again or running. The
   * others' jobs are over: done, failed for good (their tries used up, the last one thrown or
   * expired with its dead worker), or gone.
   */
  liveImports(): Promise<Set<string>>;
  stop(): Promise<void>;
};

const adapterFor = (executor: Db): PgBoss.Db => ({
  executeSql: async (text, values) => ({ rows: (await executor.executeQuery(CompiledQuery.raw(text, values ?? []))).rows as unknown[] }),
});

export async function openTaskQueue(db: Db, onError: (error: Error) => void): Promise<TaskQueue> {
  const boss = new PgBoss({ db: adapterFor(db), schema: BOSS_SCHEMA, schedule: false, supervise: true });
  boss.on('error', onError);
  await boss.start();
  await boss.createQueue(SIMULATION_QUEUE, { name: SIMULATION_QUEUE, retryLimit: 0, expireInHours: JOB_EXPIRY_HOURS });
  await boss.createQueue(REPORT_QUEUE, {
    name: REPORT_QUEUE,
    retryLimit: REPORT_RETRIES,
    retryDelay: REPORT_RETRY_DELAY_SECONDS,
    expireInMinutes: REPORT_EXPIRY_MINUTES,
  });
  await boss.createQueue(IMPORT_QUEUE, {
    name: IMPORT_QUEUE,
    retryLimit: REPORT_RETRIES,
    retryDelay: REPORT_RETRY_DELAY_SECONDS,
    expireInMinutes: REPORT_EXPIRY_MINUTES,
  });
  const workers: string[] = [];
  const workOn = async (queue: string, concurrency: number, handler: (taskId: string) => Promise<void>) => {
    for (let k = 0; k < concurrency; k++) {
      const id = await boss.work<{ taskId: string }>(queue, { batchSize: 1, pollingIntervalSeconds: POLLING_SECONDS }, async ([job]) => {
        if (job) await handler(job.data.taskId);
      });
      workers.push(id);
    }
  };
  return {
    enqueue: async (executor, taskId) => {
      await boss.send(SIMULATION_QUEUE, { taskId }, { db: adapterFor(executor) });
    },
    wake: () => workers.forEach((id) => boss.notifyWorker(id)),
    work: (concurrency, handler) => workOn(SIMULATION_QUEUE, concurrency, handler),
    enqueueReport: async (executor, taskId) => {
      await boss.send(REPORT_QUEUE, { taskId }, { db: adapterFor(executor) });
    },
    workReports: (concurrency, handler) => workOn(REPORT_QUEUE, concurrency, handler),
    enqueueImport: async (executor, dataSourceId) => {
      await boss.send(IMPORT_QUEUE, { taskId: dataSourceId }, { db: adapterFor(executor) });
    },
    workImports: (concurrency, handler) => workOn(IMPORT_QUEUE, concurrency, handler),
    liveImports: async () => {
      const { rows } = await sql<{ id: string }>`
        select distinct data ->> 'taskId' as id from ${sql.table(`${BOSS_SCHEMA}.job`)} where name = ${IMPORT_QUEUE} and state < 'completed'
      `.execute(db);
      return new Set(rows.map((row) => row.id));
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
