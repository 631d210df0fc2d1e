import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/startServer';
import { signInWithCodeFlow } from '../support/codeFlow';
import { freePort } from '../support/testServer';

describe('a restart of the embedded database', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  // Two cold starts of the embedded database with migrations and demo data take a while on a busy machine.
  it('keeps the data, the signing keys and the sessions', { timeout: 120_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'horizon-restart-'));
    dirs.push(dataDir);
    const port = await freePort();
    const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' as const };
    const baseUrl = `http://localhost:${port}`;

    const first = await startServer({ config: loadConfig(env) });
    const tokens = await signInWithCodeFlow({ baseUrl, email: 'admin@horizon.test', password: 'horizon' });
    const before = await (await fetch(`${baseUrl}/api/portfolios?page_size=1`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).json();
    await first.stop();

    const second = await startServer({ config: loadConfig(env) });
    try {
      const sameToken = await fetch(`${baseUrl}/api/portfolios?page_size=1`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
      expect(sameToken.status).toBe(200);
      expect((await sameToken.json()).total_count).toBe(before.total_count);

      const refreshed = await fetch(`${baseUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'horizon-spa', refresh_token: tokens.refresh_token! }).toString(),
      });
      expect(refreshed.status).toBe(200);
      expect(await refreshed.json()).toHaveProperty('access_token');

      const portfolios = await second.db.selectFrom('portfolios').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(portfolios.n)).toBe(62);
    } finally {
      await second.stop();
    }
  });
});
