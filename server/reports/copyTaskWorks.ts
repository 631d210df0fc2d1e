import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { WorkRow } from './workRows';

/** Rows sent to COPY per write: big enough to keep the connection busy, small enough to stay flat in memory. */
const ROWS_PER_CHUNK = 5_000;

const NEEDS_ESCAPE = /[\\\t\n\r]/;

/** A text value in COPY's text format: backslash, tab and line ends escaped, null as \N. */
function copyText(value: string | null): string {
  if (value === null) return '\\N';
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

const copyNumber = (value: number | null): string => (value === null ? '\\N' : String(value));

function copyLine(taskId: string, row: WorkRow): string {
  return `${taskId}\t${row.work_no}\t${row.year}\t${row.asset_index}\t${copyText(row.asset_id)}\t${copyText(row.asset_name)}\t${copyText(row.location)}\t${copyText(row.treatment_id)}\t${copyText(row.treatment_name)}\t${row.cost}\t${copyText(row.funding_source)}\t${row.state_before}\t${row.state_after}\t${copyText(row.asset_class)}\t${copyText(row.hierarchy)}\t${copyText(row.criticality)}\t${copyNumber(row.center_x)}\t${copyNumber(row.center_y)}\n`;
}

async function* copyChunks(taskId: string, rows: Iterable<WorkRow>, counted: { rows: number }): AsyncGenerator<Buffer> {
  let lines: string[] = [];
  for (const row of rows) {
    lines.push(copyLine(taskId, row));
    counted.rows += 1;
    if (lines.length === ROWS_PER_CHUNK) {
      yield Buffer.from(lines.join(''), 'utf8');
      lines = [];
    }
  }
  if (lines.length > 0) yield Buffer.from(lines.join(''), 'utf8');
}

/**
 * Replaces the task's works with `rows` through COPY FROM STDIN, in one transaction: a reader sees
 * the old programme or the new one, never half of it. Returns the number of rows written.
 */
export async function copyTaskWorks(pool: pg.Pool, taskId: string, rows: Iterable<WorkRow>): Promise<number> {
  const client = await pool.connect();
  const counted = { rows: 0 };
  try {
    await client.query('begin');
    // Two generations of one task's works at once would collide on its primary key; one waits for the other.
    await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`task_works:${taskId}`]);
    await client.query('delete from task_works where task_id = $1', [taskId]);
    const copy = client.query(
      copyFrom(
        'copy task_works (task_id, work_no, year, asset_index, asset_id, asset_name, location, treatment_id, treatment_name, cost, funding_source, state_before, state_after, asset_class, hierarchy, criticality, center_x, center_y) from stdin',
      ),
    );
    await pipeline(Readable.from(copyChunks(taskId, rows, counted)), copy);
    await client.query('commit');
    client.release();
    return counted.rows;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    // A connection left in the middle of a COPY is not fit to be lent again.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}
