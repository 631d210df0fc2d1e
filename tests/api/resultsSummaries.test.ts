import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SUMMARY_CODES, assetSearchResultSchema, resultsSummaryListSchema, resultsSummarySchema } from '../../src/api/schemas/reportSummary.schema';
import { assetLifeCycleSchema } from '../../src/api/simulationPackage/results.schema';
import { assetLifeCycle, parsePackage, simulate, simulateZeroBudget } from '../../server/engine';
import { writeLifeCycles } from '../../server/results/lifeCyclesFile';
import { DATABASE_KINDS } from '../support/testServer';
import { makePortfolio } from './helpers/api';
import { seedSimulation } from './helpers/packageFixture';
import { sampleFiles } from './helpers/publish';
import { useTestServer, type ServerUnderTest } from './helpers/useTestServer';

const VIEWER = 'viewer@horizon.test';
const OUTSIDER = 'outsider@horizon.test';
const ROADS = await sampleFiles('roads');

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * A completed task of the roads sample whose results are the engine's own run of the same
 * package, stored the way the task runner stores them; the zero-budget run only when asked.
 */
async function completedRoadsTask(api: ServerUnderTest, withZeroBudget: boolean) {
  const fixture = await makePortfolio(api.server, { workspaces: 1 });
  const seeded = await seedSimulation(api.server, { portfolioId: fixture.id, workspaceId: fixture.workspaceIds[0]!, ...ROADS, status: 'completed' });
  const parsed = await parsePackage({ settings: ROADS.settings, assetsCsv: ROADS.csv.toString('utf8') });
  if (!parsed.ok) throw new Error(parsed.errors[0]?.message);
  const { results, lifeCycles } = await simulate(parsed.package);
  const zeroBudget = withZeroBudget ? (await simulateZeroBudget(parsed.package)).results : null;
  const slot = await api.server.services.blobs.reserve('life-cycles');
  const bytes = await writeLifeCycles(slot.tempPath, lifeCycles);
  await slot.commit();
  await api.server.db
    .insertInto('task_results')
    .values({
      task_id: seeded.taskId,
      summary: JSON.stringify(results),
      life_cycles_key: slot.key,
      life_cycles_bytes: bytes,
      zero_budget_summary: zeroBudget === null ? null : JSON.stringify(zeroBudget),
    })
    .execute();
  return { fixture, taskId: seeded.taskId, results, zeroBudget, lifeCycles };
}

describe.each(DATABASE_KINDS)('results summaries on %s', (kind) => {
  const api = useTestServer(kind);

  it('lists every code and serves each tab, zod-valid, with the engine\'s numbers, to a Viewer', async () => {
    const { taskId, results, zeroBudget } = await completedRoadsTask(api, true);
    const list = await api.call(VIEWER, 'GET', `/tasks/${taskId}/results-summary`);
    expect(list.status).toBe(200);
    expect(resultsSummaryListSchema.parse(list.body)).toEqual({ task_id: taskId, codes: [...SUMMARY_CODES], spatial: true });

    for (const code of SUMMARY_CODES) {
      const response = await api.call(VIEWER, 'GET', `/tasks/${taskId}/results-summary/${code}`);
      expect({ code, status: response.status }).toEqual({ code, status: 200 });
      const summary = resultsSummarySchema.parse(response.body);
      expect(summary.code).toBe(code);
      expect(gzipSync(response.bytes).length).toBeLessThanOrEqual(100 * 1024);
    }

    const overview = resultsSummarySchema.parse((await api.call(VIEWER, 'GET', `/tasks/${taskId}/results-summary/overview`)).body);
    expect(overview.kpis.find((kpi) => kpi.id === 'total_spend')?.value).toBeCloseTo(sum(results.network.spend), 1);

    const funding = resultsSummarySchema.parse((await api.call(VIEWER, 'GET', `/tasks/${taskId}/results-summary/funding`)).body);
    const column = (id: string) => funding.table.columns.findIndex((entry) => entry.id === id);
    results.fundingSources.forEach((source, s) =>
      results.run.calendarYears.forEach((year, y) => {
        const row = funding.table.rows.find((cells) => cells[column('year')] === year && cells[column('funding_source')] === source.name)!;
        expect(row[column('spend')]).toBeCloseTo(results.funding.spend[s]![y]!, 1);
      }),
    );

    const system = resultsSummarySchema.parse((await api.call(VIEWER, 'GET', `/tasks/${taskId}/results-summary/system-life-cycle`)).body);
    const zeroColumn = system.table.columns.findIndex((entry) => entry.id === 'osi_zero_budget');
    system.table.rows.forEach((row, y) => expect(row[zeroColumn]).toBeCloseTo(zeroBudget!.network.osi[y]!, 2));
  });

  it('serves an asset\'s life cycle, by index and in the life-cycle tab, as the engine\'s assetLifeCycle', async () => {
    const { taskId, results, lifeCycles } = await completedRoadsTask(api, false);
    const treated = lifeCycles.treatments.find((year) => year.asset.length > 0)!.asset[0]!;
    const expected = assetLifeCycle(results, lifeCycles, treated);
    const single = await api.call(VIEWER, 'GET', `/tasks/${taskId}/assets/${treated}`);
    expect(single.status).toBe(200);
    expect(assetLifeCycleSchema.parse(single.body)).toEqual(expected);

    const tab = resultsSummarySchema.parse((await api.call(VIEWER, 'GET', `/tasks/${taskId}/results-summary/asset-life-cycle?asset=${treated}`)).body);
    expect(tab.charts[0]!.markers.map((marker) => marker.category)).toEqual(expected.treatments.map((work) => work.year));
    expect(tab.table.rows.map((row) => row[1])).toEqual(expected.treatments.map((work) => work.treatmentName));
    const first = resultsSummarySchema.parse((await api.call(VIEWER, 'GET', `/tasks/${taskId}/results-summary/wp-asset-life-cycle`)).body);
    expect(first.charts[0]!.series[0]!.data).toEqual(assetLifeCycle(results, lifeCycles, 0).states[0]);

    expect((await api.call(VIEWER, 'GET', `/tasks/${taskId}/assets/${results.run.assetCount}`)).status).toBe(404);
    expect((await api.call(VIEWER, 'GET', `/tasks/${taskId}/results-summary/asset-life-cycle?asset=${results.run.assetCount}`)).status).toBe(404);
    expect((await api.call(VIEWER, 'GET', `/tasks/${taskId}/results-summary/asset-life-cycle?asset=first`)).status).toBe(400);
  });

  it('finds assets by id and by name, case-insensitively', async () => {
    const { taskId, lifeCycles } = await completedRoadsTask(api, false);
    const id = lifeCycles.ids.at(42);
    const byId = assetSearchResultSchema.parse((await api.call(VIEWER, 'GET', `/tasks/${taskId}/assets?search=${encodeURIComponent(id.toLowerCase())}`)).body);
    expect(byId.contents[0]).toMatchObject({ index: 42, asset_id: id });
    const name = lifeCycles.names!.at(42);
    const byName = assetSearchResultSchema.parse((await api.call(VIEWER, 'GET', `/tasks/${taskId}/assets?search=${encodeURIComponent(name.toUpperCase())}&limit=50`)).body);
    expect(byName.contents.map((match) => match.index)).toContain(42);
    for (const match of byName.contents) expect(`${match.asset_id} ${match.name}`.toLowerCase()).toContain(name.toLowerCase());
    expect((await api.call(VIEWER, 'GET', `/tasks/${taskId}/assets?search=%20`)).status).toBe(400);
    expect((await api.call(VIEWER, 'GET', `/tasks/${taskId}/assets?search=x&limit=500`)).status).toBe(400);
  });

  it('answers 409 "not available yet" for system-life-cycle until the zero-budget run is stored', async () => {
    const { taskId } = await completedRoadsTask(api, false);
    const list = resultsSummaryListSchema.parse((await api.call(VIEWER, 'GET', `/tasks/${taskId}/results-summary`)).body);
    expect(list.codes).not.toContain('system-life-cycle');
    const refused = await api.call(VIEWER, 'GET', `/tasks/${taskId}/results-summary/system-life-cycle`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 409, key: 'errors.reportNotReady', message: expect.stringContaining('not available yet') });
  });

  it('answers 404 for a task without results, for a non-member, and 400 for an unknown code', async () => {
    const { taskId } = await completedRoadsTask(api, false);
    const fixture = await makePortfolio(api.server, { workspaces: 1 });
    const failed = await seedSimulation(api.server, { portfolioId: fixture.id, workspaceId: fixture.workspaceIds[0]!, ...ROADS, status: 'failed' });
    for (const path of ['/results-summary', '/results-summary/overview', '/assets?search=R', '/assets/0']) {
      const missing = await api.call(VIEWER, 'GET', `/tasks/${failed.taskId}${path}`);
      expect({ path, status: missing.status, key: missing.body?.key }).toEqual({ path, status: 404, key: 'errors.notFound' });
      expect((await api.call(OUTSIDER, 'GET', `/tasks/${taskId}${path}`)).status).toBe(404);
      expect((await api.call(null, 'GET', `/tasks/${taskId}${path}`)).status).toBe(401);
    }
    expect((await api.call(VIEWER, 'GET', `/tasks/${taskId}/results-summary/no-such-tab`)).status).toBe(400);
  });
});
