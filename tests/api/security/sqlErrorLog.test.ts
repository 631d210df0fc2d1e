import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase, type Db } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { installErrorHandler } from '../../../server/plugins/errorHandler';

/**
 * Issue 11: a failing statement went to the log with its SQL and parameters, i.e. with what the
 * user typed. The error handler's log line of a database error must carry neither.
 */
describe('the log line of a failed database statement', () => {
  const lines: string[] = [];
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(db);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = Fastify({ logger: { level: 'error', stream } });
    installErrorHandler(app);
    // Stands for any route whose input reaches SQL unchecked: the user's text is the parameter.
    app.get<{ Querystring: { email: string } }>('/lookup', async (request) =>
      db.selectFrom('users').select('id').where('email', '=', request.query.email).execute(),
    );
    app.get<{ Querystring: { id: string } }>('/by-id', async (request) =>
      db.selectFrom('users').select('id').where('id', '=', request.query.id).execute(),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
  });

  it.each([
    ['a NUL in a text parameter', '/lookup?email=secret.person%00@example.org', 'secret.person'],
    ['a value PostgreSQL quotes in its message', '/by-id?id=secret-value-not-a-uuid', 'secret-value'],
  ])('for %s answers 500 and keeps the value out of the log', async (_case, url, secret) => {
    lines.length = 0;
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 500, key: 'errors.unexpected' });
    const logged = lines.join('');
    expect(logged).toContain('request failed');
    expect(logged).not.toContain(secret);
    expect(logged).not.toMatch(/select|"params"|"query"/i);
    expect(JSON.parse(lines.find((line) => line.includes('request failed'))!).err).toMatchObject({ type: 'DatabaseError', code: expect.stringMatching(/^[0-9A-Z]{5}$/) });
  });
});
