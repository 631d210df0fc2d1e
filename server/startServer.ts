import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { loadDemoData } from './demo/loadDemoData';
import { buildApp, type AppServices } from './app';
import { openAppServices, serviceLog } from './services';
import { startTaskWorker } from './tasks/taskWorker';
import { seedDemoSimulations } from './demo/seedDemoSimulations';
import { seedDemoWorkPlans } from './demo/seedDemoWorkPlans';
import { startBroker, type Broker } from './realtime/broker';
import { connectExternalBroker } from './realtime/externalBroker';
import { loadOrCreateKeys } from './identity/keys';

export type RunningServer = { app: FastifyInstance; db: Db; broker: Broker; services: AppServices; stop: () => Promise<void> };

/** Opens and migrates the database, loads the demo data, and serves everything on one port. */
export async function startServer(options: {
  config: ServerConfig;
  distDir?: string;
  extraOrigins?: string[];
  beforeListen?: (app: FastifyInstance) => Promise<void>;
  /** A database opened already, in place of the one the config names: the API tests start many servers from one prepared copy. */
  db?: Db;
}): Promise<RunningServer> {
  const { config } = options;
  const db = options.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await migrateToLatest(db);
  if (config.demoData) await loadDemoData(db);
  const log = serviceLog(config);
  const services = await openAppServices(config, db, log);
  const app = await buildApp({ config, db, distDir: options.distDir, extraOrigins: options.extraOrigins, services });
  await options.beforeListen?.(app);
  const keys = await loadOrCreateKeys(db);
  const broker = config.mqttUrl
    ? await connectExternalBroker(config.mqttUrl)
    : await startBroker(app.server, { sessionSecret: keys.sessionSecret });
  services.events.attach(broker);
  const stopWorker = config.taskWorker ? await startTaskWorker({ db, services, concurrency: config.taskConcurrency, leaseSeconds: config.taskLeaseSeconds, log }) : undefined;
  await app.listen({ port: config.port, host: config.host });
  // In the background: the app serves while the worker runs them, and their chips go live.
  if (config.demoData && config.demoSimulations && config.taskWorker) {
    seedDemoSimulations(db, services)
      .catch((error: unknown) => log('the demo simulations could not be published', error))
      .then(() => (config.demoWorkPlans ? seedDemoWorkPlans(db, services, log) : undefined))
      .catch((error: unknown) => log('the demo work plans could not be made', error));
  }
  return {
    app,
    db,
    broker,
    services,
    stop: async () => {
      await stopWorker?.();
      await services.queue.stop();
      await broker.close();
      await app.close();
      await db.destroy();
    },
  };
}
