import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { buildApp } from '../../../server/app';
import { openAppServices } from '../../../server/services';
import type { DeclaredRoute } from '../../../server/permissions/routeAuthorization';

/** The application over a fresh in-memory database, without demo data, not listening: for `inject`. */
export async function buildBareApp(options: { distDir?: string } = {}): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const config = loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', DEMO_DATA: 'off' });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(db);
  const services = await openAppServices(config, db, () => undefined);
  const app = await buildApp({ config, db, distDir: options.distDir, services });
  await app.ready();
  return {
    app,
    close: async () => {
      await services.queue.stop();
      await app.close();
      await db.destroy();
    },
  };
}

/** Every route the application registers under /api, with its declared rule, as it starts. */
export async function registeredApiRoutes(): Promise<readonly DeclaredRoute[]> {
  const { app, close } = await buildBareApp();
  const routes = [...app.apiRoutes];
  await close();
  return routes;
}
