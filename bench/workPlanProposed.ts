import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startTestServer, type TestServer } from '../tests/support/testServer';
import { roundCents, treatmentCostEstimate, unitCost } from '../src/api/rules/treatmentCost';
import { planAssetCollectionSchema, proposedTreatmentPageSchema, type ProposedTreatmentCell, type ProposedTreatmentPage } from '../src/api/schemas/workPlanBuilder.schema';
import { percentile, round } from './benchServer';

/*
 * The Builder's Treatments and Map views on the demo plan 'Streets and water mains 2026-2029'
 * (issue 15): GET /v5/project-phase-treatment/{wpId}/proposed and GET /v5/assets/{wpId}/geojson,
 * timed in-process with fastify's inject, cold (the first calls after the server opens the
 * database) and warm. The plan is made by the server itself, as on a first `npm start`: the demo
 * simulations run, their works are imported through the queue and the demo projects placed. The
 * demo plan holds about 59,700 works; the buildings run is imported into it through the API as a
 * planner would, so that it holds over 60,000.
 *
 *   npm run bench:work-plan                          # a fresh PGlite folder under /tmp, removed after
 *   npm run bench:work-plan -- --data-dir /tmp/wp    # made once, kept and reused by later runs
 *   npm run bench:work-plan -- --calls 20
 */

const PLAN = 'Streets and water mains 2026-2029';
const DEMO_STEP = 'demo-work-plans';
const BUILD_LIMIT_MS = 30 * 60_000;
const VIEWER = 'viewer@horizon.test';
const EDITOR = 'editor@horizon.test';
const EXTRA_RUN = 'Buildings as budgeted';
const PROPOSED_MIN = 60_000;
/** Written once the folder's plan is complete, so that a kept folder is reused. */
const MADE_MARKER = 'work-plan-bench-made';

const { values: args } = parseArgs({ options: { 'data-dir': { type: 'string' }, calls: { type: 'string', default: '10' } } });
const calls = Number(args.calls);

type Timed = { ms: number; bytes: number; body: unknown };

async function call(server: TestServer, email: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const authorization = `Bearer ${await server.tokenFor(email)}`;
  return server.app.inject({ method, url: `/api${url}`, headers: { authorization }, payload });
}

async function timedGet(server: TestServer, url: string): Promise<Timed> {
  const started = performance.now();
  const response = await call(server, VIEWER, 'GET', url);
  const ms = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return { ms, bytes: response.rawPayload.length, body: response.json() };
}

/** The first call apart, then `calls` more for p50/p90. */
async function timeRoute(server: TestServer, url: string) {
  const first = await timedGet(server, url);
  const warm: number[] = [];
  for (let call = 0; call < calls; call++) warm.push((await timedGet(server, url)).ms);
  return { first, figures: { first_ms: round(first.ms), p50_ms: round(percentile(warm, 0.5)), p90_ms: round(percentile(warm, 0.9)), bytes: first.bytes } };
}

async function waitForDemoPlan(server: TestServer): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < BUILD_LIMIT_MS) {
    if (await server.db.selectFrom('demo_data_steps').select('name').where('name', '=', DEMO_STEP).executeTakeFirst()) return;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error('The demo work plans were not made in time');
}

/** The buildings run imported into the demo plan through the API, and the import waited for. */
async function importExtraRun(server: TestServer, workPlanId: string): Promise<void> {
  const candidates = (await call(server, EDITOR, 'GET', `/v5/datasource/${workPlanId}/candidates`)).json() as { contents: { task_id: string; simulation_name: string }[] };
  const run = candidates.contents.find((candidate) => candidate.simulation_name === EXTRA_RUN);
  if (run) {
    const response = await call(server, EDITOR, 'POST', `/v5/datasource/${workPlanId}/import`, { wp_id: workPlanId, ds_ids: [run.task_id] });
    if (response.statusCode >= 300) throw new Error(`The import of ${EXTRA_RUN} answered ${response.statusCode}: ${response.body}`);
  }
  const started = Date.now();
  while (Date.now() - started < BUILD_LIMIT_MS) {
    const sources = await server.db.selectFrom('work_plan_data_sources').select('import_status').where('work_plan_id', '=', workPlanId).execute();
    if (sources.some((source) => source.import_status === 'failed')) throw new Error(`The import of ${EXTRA_RUN} failed`);
    if (sources.length === 3 && sources.every((source) => source.import_status === 'completed')) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`${EXTRA_RUN} was not imported in time`);
}

async function makePlan(dataDir: string): Promise<void> {
  const started = performance.now();
  const builder = await startTestServer('pglite', { DATA_DIR: dataDir, DEMO_SIMULATIONS: 'on', DEMO_WORK_PLANS: 'on' });
  try {
    await waitForDemoPlan(builder);
    const plan = await builder.db.selectFrom('work_plans').select('id').where('name', '=', PLAN).executeTakeFirstOrThrow();
    await importExtraRun(builder, plan.id);
  } finally {
    await builder.close();
  }
  await writeFile(join(dataDir, MADE_MARKER), new Date().toISOString());
  console.log(`made the plan in ${round((performance.now() - started) / 1000)} s (${dataDir})`);
}

/**
 * The pivot worked out again from the plan's rows with the one cost rule (src/api/rules/treatmentCost.ts),
 * so that the figures timed are also checked: a placed treatment at its phase's cost and variation,
 * an unplanned one at the run's cost of the work.
 */
async function expectedSummary(server: TestServer, workPlanId: string): Promise<ProposedTreatmentCell[]> {
  const rows = await server.db
    .selectFrom('work_plan_proposed_treatments as pt')
    .innerJoin('work_plan_data_sources as d', 'd.id', 'pt.data_source_id')
    .innerJoin('work_plan_assets as a', (join) => join.onRef('a.data_source_id', '=', 'pt.data_source_id').onRef('a.asset_id', '=', 'pt.asset_id'))
    .leftJoin('work_plan_treatments as t', (join) => join.onRef('t.data_source_id', '=', 'pt.data_source_id').onRef('t.work_no', '=', 'pt.work_no'))
    .select(['pt.year', 'pt.treatment', 'pt.cost as work_cost', 'a.network_measure', 't.id as placed_id', 't.cost as planned_cost', 't.variation as planned_variation'])
    .where('d.work_plan_id', '=', workPlanId)
    .where('d.import_status', '=', 'completed')
    .execute();
  const cells = new Map<string, ProposedTreatmentCell & { estimates: number[] }>();
  for (const row of rows) {
    const key = `${row.year}/${row.treatment}`;
    const cell = cells.get(key) ?? { year: row.year, treatment: row.treatment, count: 0, planned_count: 0, cost_estimate: 0, estimates: [] };
    cell.count += 1;
    if (row.placed_id) cell.planned_count += 1;
    const cost = row.planned_cost ?? unitCost(row.work_cost, row.network_measure);
    cell.estimates.push(treatmentCostEstimate({ cost, variation: row.planned_variation ?? 0, network_measure: row.network_measure }));
    cells.set(key, cell);
  }
  return [...cells.values()]
    .map(({ estimates, ...cell }) => ({ ...cell, cost_estimate: roundCents(estimates.reduce((sum, estimate) => sum + estimate, 0)) }))
    .sort((a, b) => a.year - b.year || (a.treatment < b.treatment ? -1 : a.treatment > b.treatment ? 1 : 0));
}

function checkSummary(actual: ProposedTreatmentCell[], expected: ProposedTreatmentCell[]): void {
  const differences = expected.filter((cell, index) => {
    const other = actual[index];
    return !other || other.year !== cell.year || other.treatment !== cell.treatment || other.count !== cell.count || other.planned_count !== cell.planned_count || Math.abs(other.cost_estimate - cell.cost_estimate) > 0.001;
  });
  if (differences.length > 0 || actual.length !== expected.length) {
    throw new Error(`The pivot differs from the cost rule's: ${JSON.stringify({ expected: differences.slice(0, 3), actual: actual.slice(0, 3) })}`);
  }
}

async function main(): Promise<void> {
  const dataDir = args['data-dir'] ?? (await mkdtemp(join(tmpdir(), 'horizon-work-plan-bench-')));
  try {
    if (!existsSync(join(dataDir, MADE_MARKER))) await makePlan(dataDir);

    // A server that opens the folder afresh: the first calls find nothing cached.
    const server = await startTestServer('pglite', { DATA_DIR: dataDir, DEMO_SIMULATIONS: 'off', TASK_WORKER: 'off' });
    try {
      const plan = await server.db.selectFrom('work_plans').select('id').where('name', '=', PLAN).executeTakeFirstOrThrow();
      await server.tokenFor(VIEWER);

      const proposed = await timeRoute(server, `/v5/project-phase-treatment/${plan.id}/proposed`);
      const page: ProposedTreatmentPage = proposedTreatmentPageSchema.parse(proposed.first.body);
      if (page.total_count < PROPOSED_MIN) throw new Error(`The plan holds ${page.total_count} proposed treatments, fewer than ${PROPOSED_MIN}`);
      checkSummary(page.summary, await expectedSummary(server, plan.id));
      const largest = [...page.summary].sort((a, b) => b.count - a.count)[0]!;
      const cellQuery = `year=${largest.year}&treatment=${encodeURIComponent(largest.treatment)}`;
      const cellFirst = await timeRoute(server, `/v5/project-phase-treatment/${plan.id}/proposed?${cellQuery}`);
      const lastOffset = Math.max(0, Math.floor((largest.count - 1) / 100) * 100);
      const cellLast = await timeRoute(server, `/v5/project-phase-treatment/${plan.id}/proposed?${cellQuery}&offset=${lastOffset}`);
      const geojson = await timeRoute(server, `/v5/assets/${plan.id}/geojson`);
      const features = planAssetCollectionSchema.parse(geojson.first.body).features.length;

      console.log(`proposed: ${page.total_count} proposed treatments, ${page.summary.length} cells, ${page.summary.reduce((sum, cell) => sum + cell.planned_count, 0)} planned`);
      console.log(`  whole plan          first ${proposed.figures.first_ms} ms, warm p50 ${proposed.figures.p50_ms} ms, p90 ${proposed.figures.p90_ms} ms, ${proposed.figures.bytes} bytes`);
      console.log(`  cell ${largest.year} ${largest.treatment} (${largest.count} rows), first page: first ${cellFirst.figures.first_ms} ms, warm p50 ${cellFirst.figures.p50_ms} ms`);
      console.log(`  the same cell, offset ${lastOffset}: first ${cellLast.figures.first_ms} ms, warm p50 ${cellLast.figures.p50_ms} ms`);
      console.log(`geojson: ${features} features: first ${geojson.figures.first_ms} ms, warm p50 ${geojson.figures.p50_ms} ms, ${geojson.figures.bytes} bytes`);
      console.log(
        JSON.stringify({
          proposed_treatments: page.total_count,
          cells: page.summary.length,
          proposed: proposed.figures,
          cell_first_page: cellFirst.figures,
          cell_last_page: { offset: lastOffset, ...cellLast.figures },
          geojson: { features, ...geojson.figures },
        }),
      );
    } finally {
      await server.close();
    }
  } finally {
    if (!args['data-dir']) await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
