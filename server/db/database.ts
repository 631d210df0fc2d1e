import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pgliteDialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

// node-pg returns bigint columns as strings; counts are cast to int in SQL, and timestamps stay Dates.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

const postgresPools = new WeakMap<Db, pg.Pool>();

/** The pool behind a database opened on PostgreSQL, for what Kysely cannot do (COPY); undefined on PGlite. */
export function postgresPoolOf(db: Db): pg.Pool | undefined {
  return postgresPools.get(db);
}

/**
 * PostgreSQL when a URL is given, else the embedded PGlite kept in `dataDir`
 * (`memory://` keeps it in memory, for tests).
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection can die (server restart, failover); without a listener that would end the process.
    pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    postgresPools.set(db, pool);
    return db;
  }
  if (options.dataDir === 'memory://') {
    return new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()) });
  }
  const dir = path.join(options.dataDir, 'pglite');
  await fs.mkdir(dir, { recursive: true });
  return new Kysely<Database>({ dialect: new PGliteDialect(new PGlite(dir)) });
}

/** An in-memory PGlite started from a data directory dumped before (PGlite's dumpDataDir), without running its initdb again. */
export function openPgliteCopy(dump: Blob): Db {
  return new Kysely<Database>({ dialect: new PGliteDialect(new PGlite({ loadDataDir: dump })) });
}
