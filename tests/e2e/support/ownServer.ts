import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

export type OwnServer = { url: string; stop(): Promise<void> };

/** A port nobody listens on, as the system hands one out. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

/**
 * Horizon in a process of its own, for a test that must change what the server serves without
 * touching the suite's shared server: its own port, database folder and built app, no demo data.
 */
export async function startOwnServer({ dataDir, distDir }: { dataDir: string; distDir: string }): Promise<OwnServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, DIST_DIR: distDir, DEMO_DATA: 'off', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(server, 'exit');
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    server.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (!(await fetch(`${url}/api/healthcheck`).then((response) => response.ok, () => false))) {
    if (server.exitCode !== null) throw new Error(`The server on ${url} exited with ${server.exitCode}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server on ${url} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}
