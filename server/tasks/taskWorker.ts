import type { Db } from '../db/database';
import type { AppServices } from '../app';
import type { ServiceLog } from '../services';
import { createSimulationRunner } from './simulationRunner';

/**
 * Runs simulation tasks in this process: first queues again what a stopped worker left running,
 * then takes jobs from the queue and keeps watching for leases that run out. The returned stop
 * ends the runs in progress without deciding their outcome: their leases run out and another
 * worker (or this one, restarted) runs them again.
 */
export async function startTaskWorker(options: { db: Db; services: AppServices; concurrency: number; leaseSeconds: number; log: ServiceLog }): Promise<() => Promise<void>> {
  const { db, services, log } = options;
  const runner = createSimulationRunner({ db, blobs: services.blobs, queue: services.queue, events: services.events, leaseSeconds: options.leaseSeconds, log });
  await runner.recover();
  await services.queue.work(options.concurrency, (taskId) => runner.run(taskId));
  return runner.startRecovery();
}
