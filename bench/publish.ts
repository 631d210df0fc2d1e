import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { IMPORT_SHARE } from '../server/tasks/engineMessages';
import { BENCHMARK_YEARS } from '../samples/lib/benchmark';
import { benchmarkFolder } from './benchmarkFolder';
import { peakRssMb, percentile, round, seconds, startServer } from './benchServer';
import { benchClient, publishFolder } from './benchClient';

/*
 * The issue's publishing benchmark: a generated package (1,000,000 assets, 30 years by default)
 * published through the HTTP API of a running server (a fresh one this script starts on the
 * embedded database, or --url), and followed to its end. Phases, as the client sees them:
 * upload (assets.csv streamed, validated and stored, then settings.json), import (the run reads
 * and checks the package: until its progress passes the import's share), run (the years: until
 * progress reaches 1), store (the life cycles file and the results, until the task is completed).
 * Meanwhile GET /api/healthcheck and GET /api/simulations are called in a loop and their p99 kept.
 */
const { values } = parseArgs({
  options: {
    assets: { type: 'string', default: '1000000' },
    url: { type: 'string' },
    email: { type: 'string', default: 'editor@horizon.test' },
    password: { type: 'string', default: 'horizon' },
  },
});
const assetCount = Number(values.assets);
if (!Number.isInteger(assetCount) || assetCount < 1) throw new Error(`--assets must be a whole number, got ${values.assets}`);
const log = (line: string) => process.stderr.write(`${line}\n`);
const POLL_MS = 50;

const folder = await benchmarkFolder(assetCount, log);
const server = values.url ? { baseUrl: values.url.replace(/\/$/, ''), pid: undefined, stop: async () => undefined } : await startServer();
try {
  await run(server.baseUrl, server.pid);
} finally {
  await server.stop();
}

async function run(baseUrl: string, serverPid: number | undefined) {
  const client = await benchClient(baseUrl, values.email!, values.password!);
  const { api, headers } = client;
  const workspace = ((await api('GET', '/workspaces?page_size=100')).contents as { id: string; portfolio_id: string }[] | undefined)?.find(() => true);
  if (!workspace) throw new Error(`${values.email} has no workspace to publish into`);
  const csvBytes = (await stat(join(folder, 'assets.csv'))).size;

  const started = performance.now();
  const { taskId } = await publishFolder(client, folder, { portfolioId: workspace.portfolio_id, workspaceId: workspace.id }, `Benchmark ${assetCount} assets`);
  const uploadDone = performance.now();
  log(`uploaded ${(csvBytes / 2 ** 20).toFixed(1)} MB and settings.json in ${seconds(uploadDone - started).toFixed(2)} s`);

  const latencies: number[] = [];
  let following = true;
  const probe = async () => {
    while (following) {
      for (const path of ['/healthcheck', '/simulations?page_size=24']) {
        const sent = performance.now();
        await (await fetch(`${baseUrl}/api${path}`, { headers })).arrayBuffer();
        latencies.push(performance.now() - sent);
      }
    }
  };
  const probing = probe();
  let importDone: number | undefined;
  let runDone: number | undefined;
  let finished: number | undefined;
  let status = '';
  while (finished === undefined) {
    const task = await api('GET', `/tasks/${taskId}/status`);
    const now = performance.now();
    status = task.status as string;
    const progress = task.progress as number;
    if (status === 'running' && progress > IMPORT_SHARE) importDone ??= now;
    if (status === 'running' && progress >= 0.9999) runDone ??= now;
    if (['completed', 'failed', 'invalid', 'cancelled', 'outdated'].includes(status)) finished = now;
    else await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  following = false;
  await probing;
  if (status !== 'completed') throw new Error(`The run ended ${status}`);
  importDone ??= finished;
  runDone ??= finished;

  const serverRss = serverPid === undefined ? null : await peakRssMb(serverPid);
  const ownRss = process.resourceUsage().maxRSS / 1024;
  const p99 = percentile(latencies, 0.99);
  log(`import ${seconds(importDone - uploadDone).toFixed(2)} s, run ${seconds(runDone - importDone).toFixed(2)} s, store ${seconds(finished - runDone).toFixed(2)} s, total ${seconds(finished - started).toFixed(2)} s`);
  log(`peak RSS: server ${serverRss === null ? 'not measured (--url)' : `${serverRss.toFixed(0)} MB`}, benchmark client ${ownRss.toFixed(0)} MB`);
  log(`API during the run: ${latencies.length} calls, p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`);
  log('targets: total <= 30 s, peak RSS <= 2048 MB, p99 during the run <= 100 ms');
  console.log(
    JSON.stringify({
      assets: assetCount,
      years: BENCHMARK_YEARS,
      upload_s: round(seconds(uploadDone - started)),
      import_s: round(seconds(importDone - uploadDone)),
      run_s: round(seconds(runDone - importDone)),
      store_s: round(seconds(finished - runDone)),
      total_s: round(seconds(finished - started)),
      peak_rss_mb: Math.round(Math.max(serverRss ?? 0, ownRss)),
      api_p99_ms_during_run: round(p99),
    }),
  );
}
