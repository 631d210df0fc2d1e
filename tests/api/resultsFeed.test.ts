import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultsEndpointSchema } from '../../src/api/schemas/resultsFeed.schema';
import type { SimulationOutcome } from '../../server/engine/index';
import { engineOutcome } from './helpers/storedRun';
import { storeTaskWorks } from '../../server/reports/taskWorks';
import { signInWithCodeFlow } from '../support/codeFlow';
import { DATABASE_KINDS, freePort } from '../support/testServer';
import { makePortfolio } from './helpers/api';
import { tinyRoads } from './helpers/packageFixture';
import { publishPackage, sampleFiles, waitForReports, waitForTask } from './helpers/publish';
import { useTestServer } from './helpers/useTestServer';

const EDITOR = 'editor@horizon.test';
const VIEWER = 'viewer@horizon.test';

/** SPEC 3's stable column ids of the works programme, in the feed's order. */
const WORK_HEADER = ['work_no', 'year', 'asset_id', 'asset_name', 'location', 'treatment_id', 'treatment_name', 'cost', 'funding_source', 'state_before', 'state_after'];

const ROADS = await sampleFiles('roads');

/** An asset's worst criterion state in a year slot of the engine's life cycles (slot 0: as imported). */
function worstState(outcome: SimulationOutcome, slot: number, asset: number): number {
  const { assetCount, criterionCount, states } = outcome.lifeCycles;
  const at = (slot * assetCount + asset) * criterionCount;
  return Math.max(...states.subarray(at, at + criterionCount));
}

/** The engine's works in funding order, as the feed's columns would show them. */
function expectedWorks(outcome: SimulationOutcome): string[][] {
  const { results, lifeCycles } = outcome;
  const rows: string[][] = [];
  lifeCycles.treatments.forEach((funded, year) => {
    for (let k = 0; k < funded.asset.length; k++) {
      const asset = funded.asset[k]!;
      const treatment = results.treatments[funded.treatment[k]!]!;
      rows.push([
        String(rows.length + 1),
        String(results.run.calendarYears[year]),
        lifeCycles.ids.at(asset),
        lifeCycles.names?.at(asset) ?? '',
        lifeCycles.locationNames[lifeCycles.location[asset]!]!,
        treatment.id,
        treatment.name,
        String(funded.cost[k]),
        results.fundingSources[funded.source[k]!]!.name,
        String(worstState(outcome, year, asset)),
        String(worstState(outcome, year + 1, asset)),
      ]);
    }
  });
  return rows;
}

function parseCsv(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe.each(DATABASE_KINDS)('results feed on %s', (kind) => {
  const api = useTestServer(kind);
  let taskId: string;
  let direct: SimulationOutcome;

  beforeAll(async () => {
    const fixture = await makePortfolio(api.server, { workspaces: 1 });
    const published = await publishPackage(api.call, EDITOR, fixture.id, ROADS);
    const created = await api.call(EDITOR, 'POST', `/workspaces/${fixture.workspaceIds[0]}/simulations`, {
      name: 'Roads, as budgeted',
      data_snapshot_id: published.snapshotId,
      simulation_settings_id: published.settingsId,
    });
    taskId = created.body.current_task.id;
    await waitForTask(api.call, EDITOR, taskId, ['completed'], 120_000);
    await waitForReports(api.call, EDITOR, created.body.id, 120_000);
    direct = await engineOutcome(ROADS);
  }, 180_000);

  const generate = async () => {
    const response = await api.call(EDITOR, 'POST', `/tasks/${taskId}/results-endpoint`);
    expect(response.status).toBe(201);
    return resultsEndpointSchema.parse(response.body);
  };
  /** As Excel or Power BI would: no Authorization header, no cookies. */
  const fetchFeed = (url: string) => fetch(url);
  /** Only the status: the rest of the answer is not read, and the connection is dropped as a client that gives up would. */
  const statusOf = async (url: string) => {
    const response = await fetchFeed(url);
    await response.body?.cancel();
    return response.status;
  };

  it('serves the run\'s works programme as CSV to anyone holding the link, without signing in', async () => {
    const link = await generate();
    expect(link).toMatchObject({ exists: true, url: expect.stringMatching(new RegExp(`^${api.server.baseUrl}/api/feeds/[A-Za-z0-9_-]{43}$`)) });
    const response = await fetchFeed(link.url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Roads-as-budgeted-works\.csv"/);
    const text = await response.text();
    // RFC 4180: every record ends with CRLF, and names with commas are quoted.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(WORK_HEADER);
    const expected = expectedWorks(direct);
    expect(expected.length).toBeGreaterThan(100);
    expect(rows).toEqual(expected);
    expect(text).toContain('"Torquay Court, Leopold');
  });

  it('holds each year\'s works, and their costs add up to the network\'s spend of the year', async () => {
    const rows = parseCsv(await (await fetchFeed((await generate()).url!)).text()).slice(1);
    const { results, lifeCycles } = direct;
    results.run.calendarYears.forEach((year, index) => {
      const ofYear = rows.filter((row) => Number(row[1]) === year);
      expect(ofYear).toHaveLength(lifeCycles.treatments[index]!.asset.length);
      const spend = ofYear.reduce((sum, row) => sum + Number(row[7]), 0);
      expect(spend).toBeCloseTo(results.network.spend[index]!, 2);
    });
  });

  it('serves one report table with ?summary=<code>, headed by its column ids', async () => {
    const link = await generate();
    const summary = await api.call(VIEWER, 'GET', `/tasks/${taskId}/results-summary/funding`);
    expect(summary.status).toBe(200);
    const response = await fetchFeed(`${link.url}?summary=funding`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(await response.text());
    expect(header).toEqual(summary.body.table.columns.map((column: { id: string }) => column.id));
    expect(rows).toEqual(summary.body.table.rows.map((row: unknown[]) => row.map((cell) => (cell === null ? '' : String(cell)))));
    expect(await statusOf(`${link.url}?summary=no-such-report`)).toBe(400);
  });

  it('stops the old link at once when a new one is generated, and every link when revoked', async () => {
    const first = await generate();
    const second = await generate();
    expect(second.url).not.toBe(first.url);
    const old = await fetchFeed(first.url!);
    expect(old.status).toBe(404);
    expect(await old.json()).toMatchObject({ code: 404, message: 'Resource Not Found' });
    expect(await statusOf(second.url!)).toBe(200);

    const revoked = await api.call(EDITOR, 'DELETE', `/tasks/${taskId}/results-endpoint`);
    expect(revoked.status).toBe(204);
    expect(await statusOf(second.url!)).toBe(404);
    expect(await statusOf(`${second.url}?summary=funding`)).toBe(404);
    expect((await api.call(VIEWER, 'GET', `/tasks/${taskId}/results-endpoint`)).body).toEqual({ exists: false, url: null, created_at: null });
  });

  it('tells members whether a link exists without giving its address again', async () => {
    const link = await generate();
    const seen = await api.call(VIEWER, 'GET', `/tasks/${taskId}/results-endpoint`);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({ exists: true, url: null, created_at: link.created_at });
  });

  it('lets a Viewer neither generate nor revoke a link', async () => {
    const link = await generate();
    expect((await api.call(VIEWER, 'POST', `/tasks/${taskId}/results-endpoint`)).status).toBe(403);
    expect((await api.call(VIEWER, 'DELETE', `/tasks/${taskId}/results-endpoint`)).status).toBe(403);
    expect(await statusOf(link.url!)).toBe(200);
  });

  it('answers 404 for a token it never gave, and 400 for one that cannot be a token', async () => {
    const unknown = await fetchFeed(`${api.server.baseUrl}/api/feeds/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 404, key: 'errors.notFound' });
    expect(await statusOf(`${api.server.baseUrl}/api/feeds/short`)).toBe(400);
  });

  it('replaces the stored works when they are stored again', async () => {
    const count = await storeTaskWorks(api.server.db, api.server.services.blobs, taskId);
    expect(count).toBe(expectedWorks(direct).length);
    const stored = await api.server.db.selectFrom('task_works').select((eb) => eb.fn.countAll<number>().as('rows')).where('task_id', '=', taskId).executeTakeFirstOrThrow();
    expect(Number(stored.rows)).toBe(count);
  });
});

describe('the results feed link in the server log', () => {
  it('is logged with its token replaced', async () => {
    const server = await spawnServer();
    try {
      const { access_token } = await signInWithCodeFlow({ baseUrl: server.baseUrl, email: EDITOR, password: 'horizon' });
      const call = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`${server.baseUrl}/api${path}`, {
          method,
          headers: { authorization: `Bearer ${access_token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        });
        return (await response.json()) as Record<string, unknown> & { contents?: Array<{ id: string; portfolio_id: string }> };
      };
      const workspace = (await call('GET', '/workspaces?page_size=100')).contents![0]!;
      const files = tinyRoads(ROADS);
      const snapshot = await call('POST', `/portfolios/${workspace.portfolio_id}/data-snapshots`, { name: 'Log network' });
      await fetch(`${server.baseUrl}/api/data-snapshots/${snapshot.id as string}/uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access_token}`, 'content-type': 'text/csv' },
        body: new Uint8Array(files.csv),
      });
      const settings = await call('POST', `/portfolios/${workspace.portfolio_id}/simulation-settings`, { name: 'Log model' });
      await call('POST', `/simulation-settings/${settings.id as string}/uploads`, files.settings);
      const simulation = await call('POST', `/workspaces/${workspace.id}/simulations`, { name: 'Logged', data_snapshot_id: snapshot.id, simulation_settings_id: settings.id });
      const link = resultsEndpointSchema.parse(await call('POST', `/tasks/${(simulation.current_task as { id: string }).id}/results-endpoint`));
      const token = link.url!.split('/').at(-1)!;
      await (await fetch(link.url!)).arrayBuffer();
      await (await fetch(`${link.url}?summary=funding`)).arrayBuffer();
      const logged = await server.stop();
      expect(logged).toContain('/api/feeds/[token]');
      expect(logged).toContain('/api/feeds/[token]?summary=funding');
      expect(logged).not.toContain(token);
    } finally {
      await server.stop();
    }
  }, 90_000);
});

/** The real server in a process of its own, logging at info, as `npm start` runs it; stop() answers what it wrote. */
async function spawnServer(): Promise<{ baseUrl: string; stop: () => Promise<string> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'horizon-feed-log-'));
  await mkdir(join(dataDir, 'web'));
  await writeFile(join(dataDir, 'web', 'index.html'), '<!doctype html><title>Horizon</title>');
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../../server/main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', PUBLIC_URL: baseUrl, DEMO_SIMULATIONS: 'off', LOG_LEVEL: 'info', DIST_DIR: join(dataDir, 'web') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null || attempt > 300) throw new Error(`The server did not start:\n${output}`);
    if (await fetch(`${baseUrl}/api/healthcheck`).then((response) => response.ok, () => false)) break;
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
      return output;
    },
  };
}
