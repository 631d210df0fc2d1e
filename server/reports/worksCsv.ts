import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { postgresPoolOf, type Db } from '../db/database';
import { crlfRecords } from './crlfRecords';
import { csvRecords } from './csvRecords';
import { WORK_COLUMNS } from './taskWorks';

/** Rows read a query at a time on the embedded database. */
const ROWS_PER_BATCH = 5_000;

const COLUMN_IDS = WORK_COLUMNS.map((column) => column.id);

/**
 * A task's works programme as CSV chunks, the header first, read from the database as they are
 * sent: PostgreSQL's own COPY … TO STDOUT on PostgreSQL (its CSV with CRLF record ends), keyset
 * batches by (task_id, work_no) on the embedded database. Memory stays flat whatever the run's size.
 */
export async function* worksCsv(db: Db, taskId: string): AsyncGenerator<Buffer> {
  yield Buffer.from(csvRecords([COLUMN_IDS]), 'utf8');
  const pool = postgresPoolOf(db);
  if (pool) yield* copiedRows(pool, taskId);
  else yield* batchedRows(db, taskId);
}

async function* copiedRows(pool: pg.Pool, taskId: string): AsyncGenerator<Buffer> {
  const client = await pool.connect();
  let finished = false;
  try {
    // COPY takes no parameters; the id is quoted as a literal.
    const query = `copy (select ${COLUMN_IDS.join(', ')} from task_works where task_id = ${client.escapeLiteral(taskId)} order by work_no) to stdout with (format csv)`;
    const toCrlf = crlfRecords();
    for await (const chunk of client.query(copyTo(query))) yield toCrlf(chunk as Buffer);
    finished = true;
  } finally {
    // A reader that stopped early (the client went away) leaves the COPY running: that connection is closed, not lent again.
    client.release(finished ? undefined : true);
  }
}

async function* batchedRows(db: Db, taskId: string): AsyncGenerator<Buffer> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('task_works')
      .select(COLUMN_IDS)
      .where('task_id', '=', taskId)
      .where('work_no', '>', after)
      .orderBy('work_no')
      .limit(ROWS_PER_BATCH)
      .execute();
    if (rows.length === 0) return;
    yield Buffer.from(csvRecords(rows.map((row) => COLUMN_IDS.map((id) => row[id]))), 'utf8');
    after = rows.at(-1)!.work_no;
  }
}
