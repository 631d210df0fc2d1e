import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { inject } from 'vitest';
import { openPgliteCopy, type Db } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { PGliteDialect } from '../../server/db/pgliteDialect';
import type { Database } from '../../server/db/schema';
import { loadDemoData } from '../../server/demo/loadDemoData';

/*
 * A new PGlite runs initdb, seconds of work on a busy machine, and every API test file starts its
 * own servers. Vitest's global setup migrates one database, loads the demo data and dumps it; each
 * embedded test server then starts from a copy of that dump.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** Makes the dump; the returned function removes it again. */
export async function writePgliteTemplate(): Promise<{ file: string; remove: () => Promise<void> }> {
  // Named by the process that runs vitest, so that runs side by side keep their own.
  const file = path.join(os.tmpdir(), `horizon-pglite-template-${process.pid}.tar`);
  const pglite = new PGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  await loadDemoData(db);
  await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await db.destroy();
  return { file, remove: () => rm(file, { force: true }) };
}

/** A copy of the run's migrated demo database; undefined outside vitest (the benches start their own). */
export async function pgliteFromTemplate(): Promise<Db | undefined> {
  if (!process.env.VITEST) return undefined;
  return openPgliteCopy(new Blob([await readFile(inject('pgliteTemplate'))]));
}
