import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config';
import { openDatabase, type Db } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { buildApp } from '../../server/app';
import { openAppServices } from '../../server/services';

/** SPEC 2 "error: a public error route": the server sends a browser there when a page it asked for fails. */
describe('a page that fails on the server', () => {
  let app: FastifyInstance;
  let db: Db;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', DEMO_DATA: 'off' });
    db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await migrateToLatest(db);
    const services = await openAppServices(config, db, () => undefined);
    app = await buildApp({ config, db, services });
    // A page route that breaks, standing for any page the server renders (sign-in, activation).
    app.get('/broken-page', async () => {
      throw new Error('the page broke');
    });
    await app.ready();
    stop = async () => {
      await services.queue.stop();
      await app.close();
      await db.destroy();
    };
  });
  afterAll(() => stop());

  it('sends a browser to /error with the reference the log records', async () => {
    const response = await app.inject({ method: 'GET', url: '/broken-page', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string, 'http://localhost');
    expect(location.pathname).toBe('/error');
    expect(location.searchParams.get('id')).toMatch(/^req-/);
  });

  it('answers a program that asked for JSON with the error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/broken-page', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 500, key: 'errors.unexpected', developer_message: expect.stringMatching(/^Reference req-/) });
  });
});
