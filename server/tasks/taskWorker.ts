import type { Db } from '../db/database';
import type { AppServices } from '../app';
import type { ServiceLog } from '../services';
import { createSimulationRunner } from './simulationRunner';
import { createReportGenerator } from '../reports/reportGeneration';
import { createDataSourceImporter } from '../dataSources/dataSourceImport';

/**
 * Runs simulation tasks, the generation of their lite reports and data source imports in this
 * process: first queues again what a stopped worker left running (and the reports of runs stored
 * without them) and fails the imports whose job is over, then takes jobs from the queues and keeps
 * watching for leases that run out and imports whose job has ended. The returned stop
 * ends the runs in progress without deciding their outcome: their leases run out and another
 * worker (or this one, restarted) runs them again.
 */
export async function startTaskWorker(options: { db: Db; services: AppServices; concurrency: number; leaseSeconds: number; log: ServiceLog }): Promise<() => Promise<void>> {
  const { db, services, log } = options;
  const runner = createSimulationRunner({ db, blobs: services.blobs, queue: services.queue, events: services.events, leaseSeconds: options.leaseSeconds, log });
  const reports = createReportGenerator({ db, blobs: services.blobs, events: services.events, log });
  const imports = createDataSourceImporter({ db, blobs: services.blobs, events: services.events, log });
  await runner.recover();
  if ((await reports.recover(services.queue)) > 0) services.queue.wake();
  await imports.recover(services.queue);
  await services.queue.work(options.concurrency, (taskId) => runner.run(taskId));
  await services.queue.workReports(options.concurrency, (taskId) => reports.run(taskId));
  await services.queue.workImports(options.concurrency, (dataSourceId) => imports.run(dataSourceId));
  const stopRuns = runner.startRecovery();
  const stopImportRecovery = imports.startRecovery(services.queue);
  return async () => {
    stopImportRecovery();
    await Promise.all([stopRuns(), reports.stop()]);
  };
}
