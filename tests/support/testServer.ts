import net from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../server/config';
import { startServer, type RunningServer } from '../../server/startServer';
import { signInWithCodeFlow } from './codeFlow';
import { pgliteFromTemplate } from './pgliteTemplate';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; the real PostgreSQL too when TEST_DATABASE_URL names one. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A database of its own for one test file, dropped again when the file is done. */
async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `horizon_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export type TestServer = RunningServer & {
  baseUrl: string;
  tokenFor: (email: string) => Promise<string>;
  close: () => Promise<void>;
};

/** The real server with demo data on a free port, over a fresh database of the given kind. */
export async function startTestServer(kind: DatabaseKind, env: Record<string, string> = {}): Promise<TestServer> {
  const port = await freePort();
  const database = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: 'memory://',
    DATABASE_URL: database?.url,
    LOG_LEVEL: 'silent',
    // Each test publishes what it needs; the demo runs would only load the machine.
    DEMO_SIMULATIONS: 'off',
    ...env,
  });
  // The demo data is in the template; a server without it starts from an empty database.
  const db = kind === 'pglite' && config.demoData ? await pgliteFromTemplate() : undefined;
  const server = await startServer({ config, db });
  const baseUrl = `http://localhost:${port}`;
  const tokens = new Map<string, string>();
  return {
    ...server,
    baseUrl,
    tokenFor: async (email) => {
      const cached = tokens.get(email);
      if (cached) return cached;
      const { access_token } = await signInWithCodeFlow({ baseUrl, email, password: 'horizon' });
      tokens.set(email, access_token);
      return access_token;
    },
    close: async () => {
      await server.stop();
      await database?.drop();
    },
  };
}
