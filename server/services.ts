import type { ServerConfig } from './config';
import type { Db } from './db/database';
import type { AppServices } from './app';
import { openBlobStore } from './storage/blobStore';
import { openTaskQueue } from './tasks/taskQueue';
import { createEventPublisher } from './realtime/eventPublisher';

export type ServiceLog = (message: string, error?: unknown) => void;

/** What the API and the task worker share besides the database: files, the queue, the event publisher. */
export async function openAppServices(config: ServerConfig, db: Db, log: ServiceLog): Promise<AppServices> {
  const blobs = await openBlobStore(config.blobDir);
  const queue = await openTaskQueue(db, (error) => log('task queue error', error));
  const events = createEventPublisher(log);
  return { blobs, queue, events };
}

/** Errors of background work go to stderr unless logging is off. */
export function serviceLog(config: ServerConfig): ServiceLog {
  return (message, error) => {
    if (config.logLevel !== 'silent') console.error(message, error ?? '');
  };
}
