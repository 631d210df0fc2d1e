import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { loadDemoData } from './demo/loadDemoData';
import { buildApp } from './app';
import { startBroker, type Broker } from './realtime/broker';
import { connectExternalBroker } from './realtime/externalBroker';
import { loadOrCreateKeys } from './identity/keys';

export type RunningServer = { app: FastifyInstance; db: Db; broker: Broker; stop: () => Promise<void> };

/** Opens and migrates the database, loads the demo data, and serves everything on one port. */
export async function startServer(options: {
  config: ServerConfig;
  distDir?: string;
  extraOrigins?: string[];
  beforeListen?: (app: FastifyInstance) => Promise<void>;
}): Promise<RunningServer> {
  const { config } = options;
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(db);
  if (config.demoData) await loadDemoData(db);
  const app = await buildApp({ config, db, distDir: options.distDir, extraOrigins: options.extraOrigins });
  await options.beforeListen?.(app);
  const keys = await loadOrCreateKeys(db);
  const broker = config.mqttUrl
    ? await connectExternalBroker(config.mqttUrl)
    : await startBroker(app.server, { sessionSecret: keys.sessionSecret });
  await app.listen({ port: config.port, host: config.host });
  return {
    app,
    db,
    broker,
    stop: async () => {
      await broker.close();
      await app.close();
      await db.destroy();
    },
  };
}
