import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { signInWithCodeFlow } from '../tests/support/codeFlow';
import { openDatabase } from '../server/db/database';
import { openBlobStore } from '../server/storage/blobStore';
import { storeTaskWorks, WORK_COLUMNS } from '../server/reports/taskWorks';
import { benchmarkFolder } from './benchmarkFolder';
import { startServer } from './benchServer';

/*
 * The results feed benchmark (bench/README.md "Results feed benchmark"): the generated
 * package (1,000,000 assets, 30 years by default) published and run by a server on PostgreSQL,
 * its works programme stored with storeTaskWorks (timed), then the feed streamed over HTTP from a
 * fresh server process and, in the same run, PostgreSQL's own COPY (select of the same columns) TO
 * STDOUT of the same rows. Each is read twice, alternately, and the faster read of each counts.
 */
const { values } = parseArgs({ options: { assets: { type: 'string', default: '1000000' } } });
const assetCount = Number(values.assets);
if (!Number.isInteger(assetCount) || assetCount < 1) throw new Error(`--assets must be a whole number, got ${values.assets}`);
const log = (line: string) => process.stderr.write(`${line}\n`);
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const READS = 2;

const folder = await benchmarkFolder(assetCount, log);
const workDir = await mkdtemp(join(tmpdir(), 'horizon-bench-feed-'));
const database = await createDatabase();
try {
  await run();
} finally {
  await database.drop();
  await rm(workDir, { recursive: true, force: true });
}

async function run() {
  const env = { DATABASE_URL: database.url, BLOB_DIR: join(workDir, 'blobs') };
  const runner = await startServer(env);
  let taskId: string;
  try {
    taskId = await publishAndRun(runner.baseUrl);
    // The lite reports' generation stores the works too; it must be done before the timed store.
    await waitForReports(taskId);
  } finally {
    await runner.stop();
  }

  // Timed twice: into a table without the task's rows (as after a run), then replacing them (a regeneration).
  await clearWorks(taskId);
  const db = await openDatabase({ databaseUrl: database.url, dataDir: workDir });
  const blobs = await openBlobStore(env.BLOB_DIR);
  const timedStore = async (label: string) => {
    const started = performance.now();
    const rows = await storeTaskWorks(db, blobs, taskId);
    const seconds = (performance.now() - started) / 1000;
    log(`storeTaskWorks (${label}): ${rows.toLocaleString('en-AU')} works in ${seconds.toFixed(2)} s (${Math.round(rows / seconds).toLocaleString('en-AU')} rows/s)`);
    return rows;
  };
  await timedStore('first store');
  const stored = await timedStore('replacing the stored rows');
  await db.destroy();

  // A fresh process, without the task worker: its memory is the feed's, not the run's.
  const server = await startServer({ ...env, TASK_WORKER: 'off' });
  try {
    const { access_token } = await signInWithCodeFlow({ baseUrl: server.baseUrl, email: 'editor@horizon.test', password: 'horizon' });
    const linked = await fetch(`${server.baseUrl}/api/tasks/${taskId}/results-endpoint`, { method: 'POST', headers: { authorization: `Bearer ${access_token}` } });
    const { url } = (await linked.json()) as { url: string };
    const feedReads: Read[] = [];
    const copyReads: Read[] = [];
    let peakRssMb = 0;
    for (let attempt = 0; attempt < READS; attempt++) {
      const sampler = sampleRss(server.pid);
      feedReads.push(await readFeed(url));
      peakRssMb = Math.max(peakRssMb, await sampler.stop());
      copyReads.push(await readCopy(taskId));
    }
    const feed = fastest(feedReads);
    const copy = fastest(copyReads);
    if (feed.rows !== stored || copy.rows !== stored) throw new Error(`Expected ${stored} rows, the feed gave ${feed.rows} and COPY ${copy.rows}`);
    const feedRate = feed.rows / feed.seconds;
    const copyRate = copy.rows / copy.seconds;
    log(`feed over HTTP: ${feed.rows.toLocaleString('en-AU')} rows, ${(feed.bytes / 2 ** 20).toFixed(1)} MB in ${feed.seconds.toFixed(2)} s (${Math.round(feedRate).toLocaleString('en-AU')} rows/s; reads ${feedReads.map((read) => read.seconds.toFixed(2)).join(', ')} s)`);
    log(`PostgreSQL COPY TO STDOUT: ${copy.rows.toLocaleString('en-AU')} rows, ${(copy.bytes / 2 ** 20).toFixed(1)} MB in ${copy.seconds.toFixed(2)} s (${Math.round(copyRate).toLocaleString('en-AU')} rows/s; reads ${copyReads.map((read) => read.seconds.toFixed(2)).join(', ')} s)`);
    log(`ratio ${(feedRate / copyRate).toFixed(2)}, server peak RSS while streaming ${peakRssMb.toFixed(0)} MB; targets: ratio >= 0.5, peak RSS <= 300 MB`);
    console.log(
      JSON.stringify({
        rows: stored,
        feed_rows_per_s: Math.round(feedRate),
        copy_rows_per_s: Math.round(copyRate),
        ratio: Math.round((feedRate / copyRate) * 100) / 100,
        peak_rss_mb: Math.round(peakRssMb),
      }),
    );
  } finally {
    await server.stop();
  }
}

type Read = { rows: number; bytes: number; seconds: number };

function fastest(reads: Read[]): Read {
  return reads.reduce((best, read) => (read.seconds < best.seconds ? read : best));
}

/** Reads the feed as a spreadsheet would, without a token, counting records (CRLF) as they arrive. */
async function readFeed(url: string): Promise<Read> {
  const started = performance.now();
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`The feed answered ${response.status}`);
  let bytes = 0;
  let records = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (let at = chunk.indexOf(0x0a); at !== -1; at = chunk.indexOf(0x0a, at + 1)) records += 1;
  }
  // The header is a record too.
  return { rows: records - 1, bytes, seconds: (performance.now() - started) / 1000 };
}

/** PostgreSQL's own CSV of the same rows and columns, counted the same way. */
async function readCopy(taskId: string): Promise<Read> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const started = performance.now();
    const columns = WORK_COLUMNS.map((column) => column.id).join(', ');
    const stream = client.query(copyTo(`copy (select ${columns} from task_works where task_id = ${client.escapeLiteral(taskId)} order by work_no) to stdout with (format csv)`));
    let bytes = 0;
    let records = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      for (let at = chunk.indexOf(0x0a); at !== -1; at = chunk.indexOf(0x0a, at + 1)) records += 1;
    }
    return { rows: records, bytes, seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

/** Samples the process's resident memory (VmRSS) every 20 ms until stopped; answers the highest. */
function sampleRss(pid: number): { stop: () => Promise<number> } {
  let peak = 0;
  let sampling = true;
  const loop = (async () => {
    while (sampling) {
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      peak = Math.max(peak, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
      await new Promise((done) => setTimeout(done, 20));
    }
  })();
  return {
    stop: async () => {
      sampling = false;
      await loop;
      return peak;
    },
  };
}

async function publishAndRun(baseUrl: string): Promise<string> {
  const { access_token } = await signInWithCodeFlow({ baseUrl, email: 'editor@horizon.test', password: 'horizon' });
  const headers = { authorization: `Bearer ${access_token}` };
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown> & { contents?: Array<{ id: string; portfolio_id: string }> };
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return json;
  };
  const workspace = (await api('GET', '/workspaces?page_size=100')).contents?.[0];
  if (!workspace) throw new Error('editor@horizon.test has no workspace to publish into');
  const started = performance.now();
  const snapshot = await api('POST', `/portfolios/${workspace.portfolio_id}/data-snapshots`, { name: `Feed benchmark ${assetCount} assets` });
  const uploaded = await fetch(`${baseUrl}/api/data-snapshots/${snapshot.id as string}/uploads`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv' },
    body: Readable.toWeb(createReadStream(join(folder, 'assets.csv'), { highWaterMark: 1 << 20 })) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  if (!uploaded.ok) throw new Error(`assets.csv was refused: ${await uploaded.text()}`);
  const settings = await api('POST', `/portfolios/${workspace.portfolio_id}/simulation-settings`, { name: 'Feed benchmark model' });
  await api('POST', `/simulation-settings/${settings.id as string}/uploads`, JSON.parse(await readFile(join(folder, 'settings.json'), 'utf8')));
  const simulation = await api('POST', `/workspaces/${workspace.id}/simulations`, { name: `Feed benchmark ${assetCount} assets`, data_snapshot_id: snapshot.id, simulation_settings_id: settings.id });
  const taskId = (simulation.current_task as { id: string }).id;
  for (;;) {
    const { status } = await api('GET', `/tasks/${taskId}/status`);
    if (status === 'completed') break;
    if (['failed', 'invalid', 'cancelled', 'outdated'].includes(status as string)) throw new Error(`The run ended ${status as string}`);
    await new Promise((done) => setTimeout(done, 250));
  }
  log(`published and ran ${assetCount.toLocaleString('en-AU')} assets in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return taskId;
}

async function waitForReports(taskId: string): Promise<void> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    for (let waited = 0; waited < 600_000; waited += 500) {
      const { rows } = await client.query<{ status: string }>(`select status from task_reports where task_id = $1 and group_code = 'lite'`, [taskId]);
      if (rows[0] && rows[0].status !== 'in_progress') return;
      await new Promise((done) => setTimeout(done, 500));
    }
    throw new Error('The lite reports were still being generated after 10 minutes');
  } finally {
    await client.end();
  }
}

/** Removes the rows the reports' generation stored, and their dead tuples, so that the first timed store starts clean. */
async function clearWorks(taskId: string): Promise<void> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('delete from task_works where task_id = $1', [taskId]);
    await client.query('vacuum task_works');
  } finally {
    await client.end();
  }
}

async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `horizon_bench_feed_${Date.now().toString(36)}`;
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

