import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/* The server, timing and memory helpers of the benchmarks that go through the HTTP API. */

/** A fresh server on the embedded database, without demo simulations, on a port of its own. */
export async function startServer(env: Record<string, string> = {}): Promise<{ baseUrl: string; pid: number; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'horizon-bench-'));
  // The API is what is measured; the server still serves a web app folder, so it gets an empty page.
  await mkdir(join(dataDir, 'web'));
  await writeFile(join(dataDir, 'web', 'index.html'), '<!doctype html><title>Horizon benchmark</title>');
  const port = 3700 + Math.floor(Math.random() * 200);
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../server/main.ts')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseUrl, DEMO_SIMULATIONS: 'off', LOG_LEVEL: 'warn', DIST_DIR: join(dataDir, 'web'), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/api/healthcheck`)).ok) break;
    } catch {
      if (exited || attempt > 600) throw new Error('The server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The process's high-water mark of resident memory (Linux), threads included. */
export async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

export function seconds(milliseconds: number): number {
  return milliseconds / 1000;
}

export function round(value: number): number {
  return Math.round(value * 100) / 100;
}
