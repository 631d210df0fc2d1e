import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { simulationDetailSchema, simulationPageSchema } from '../../src/api/schemas/simulation.schema';
import { taskStatusObjectSchema } from '../../src/api/schemas/task.schema';
import { treatmentCostVariationListSchema } from '../../src/api/schemas/simulationSettings.schema';
import { makePortfolio, type Fixture } from './helpers/api';
import { sampleFiles } from './helpers/publish';
import { seedSimulation, tinyRoads } from './helpers/packageFixture';
import { useTestServer } from './helpers/useTestServer';

const EDITOR = 'editor@horizon.test';
const VIEWER = 'viewer@horizon.test';
const SETTINGS = {
  funding_sources: [],
  status_items: [{ name: 'Draft' }, { name: 'Approved' }],
  priority_items: [{ name: 'High' }],
  udf_fields: [
    { name: 'Ward', kind: 'list', options: ['North', 'South'] },
    { name: 'Inspected on', kind: 'date', options: [] },
    { name: 'Length', kind: 'number', options: [] },
  ],
};

const PACKAGE = tinyRoads(await sampleFiles('roads'));

describe.each(DATABASE_KINDS)('simulations on %s', (kind) => {
  const api = useTestServer(kind);

  async function withSimulations(names: [string, 'completed' | 'failed' | 'queued'][]) {
    const fixture = await makePortfolio(api.server, { workspaces: 2 });
    const seeded = [];
    for (const [name, status] of names) {
      seeded.push(await seedSimulation(api.server, { portfolioId: fixture.id, workspaceId: fixture.workspaceIds[0]!, ...PACKAGE, status, name }));
    }
    return { fixture, seeded };
  }
  const settingsOf = async (fixture: Fixture) => {
    const saved = await api.call(EDITOR, 'PUT', `/workspaces/${fixture.workspaceIds[0]}/settings`, SETTINGS);
    expect(saved.status).toBe(200);
    return saved.body as { status_items: { id: string }[]; priority_items: { id: string }[]; udf_fields: { id: string; name: string }[] };
  };

  it('lists a workspace\'s simulations and filters them by name, task status, status item and priority item', async () => {
    const { fixture, seeded } = await withSimulations([
      ['Roads renewal', 'completed'],
      ['Roads maintenance', 'failed'],
      ['Bridges', 'queued'],
    ]);
    const settings = await settingsOf(fixture);
    await api.server.db.updateTable('simulations').set({ status_item_id: settings.status_items[1]!.id, priority_item_id: settings.priority_items[0]!.id }).where('id', '=', seeded[2]!.simulationId).execute();
    const list = async (query: string) =>
      simulationPageSchema.parse((await api.call(VIEWER, 'GET', `/workspaces/${fixture.workspaceIds[0]}/simulations${query}`)).body).contents.map((s) => s.name).sort();
    expect(await list('')).toEqual(['Bridges', 'Roads maintenance', 'Roads renewal']);
    expect(await list('?q=ROADS')).toEqual(['Roads maintenance', 'Roads renewal']);
    expect(await list('?status=failed')).toEqual(['Roads maintenance']);
    expect(await list(`?status_item_id=${settings.status_items[1]!.id}`)).toEqual(['Bridges']);
    expect(await list(`?priority_item_id=${settings.priority_items[0]!.id}`)).toEqual(['Bridges']);
    expect(await list('?status=running')).toEqual([]);
    const other = await api.call(VIEWER, 'GET', `/workspaces/${fixture.workspaceIds[1]}/simulations`);
    expect(other.body.contents).toEqual([]);
    const across = simulationPageSchema.parse((await api.call(VIEWER, 'GET', `/simulations?workspace_id=${fixture.workspaceIds[0]}&page_size=2`)).body);
    expect(across).toMatchObject({ total_count: 3, total_pages: 2, page_size: 2 });
    const bad = await api.call(VIEWER, 'GET', '/simulations?status=sleeping');
    expect(bad.status).toBe(400);
  });

  it('shows the simulation with SPEC 3\'s fields, read off its data and settings', async () => {
    const { seeded } = await withSimulations([['Roads renewal', 'failed']]);
    const detail = simulationDetailSchema.parse((await api.call(VIEWER, 'GET', `/simulations/${seeded[0]!.simulationId}`)).body);
    const settings = PACKAGE.settings as { name: string; strategy: { name: string; years: number; startYear: number } };
    expect(detail).toMatchObject({
      model_name: settings.name,
      strategy_name: settings.strategy.name,
      total_years: settings.strategy.years,
      start_year: settings.strategy.startYear,
      total_assets: 20,
      data_snapshot_version: 1,
      simulation_settings_version: 1,
      report_status: 'failed',
      outdated: false,
      performance_settings: { budget_preset: 'asBudgeted', carry_over: expect.any(Boolean) },
      allowed_actions: expect.not.arrayContaining(['simulations.publish']),
    });
    const status = taskStatusObjectSchema.parse((await api.call(VIEWER, 'GET', `/tasks/${seeded[0]!.taskId}/status`)).body);
    expect(status).toMatchObject({ status: 'failed', can_retry: true, sim_time_remaining: null });
  });

  it('saves the planner\'s fields, checked against the workspace\'s settings', async () => {
    const { fixture, seeded } = await withSimulations([['Roads renewal', 'completed']]);
    const settings = await settingsOf(fixture);
    const [ward, inspected, length] = settings.udf_fields;
    const url = `/simulations/${seeded[0]!.simulationId}`;
    const body = {
      name: 'Roads renewal 2027',
      description: 'Reviewed',
      status_item_id: settings.status_items[0]!.id,
      priority_item_id: settings.priority_items[0]!.id,
      udf_values: { [ward!.id]: 'North', [inspected!.id]: '2026-10-01', [length!.id]: 12.5 },
    };
    const saved = await api.call(EDITOR, 'PUT', url, body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(body);
    for (const wrong of [
      { ...body, udf_values: { [ward!.id]: 'East' } },
      { ...body, udf_values: { [inspected!.id]: 'yesterday' } },
      { ...body, udf_values: { [length!.id]: 'long' } },
      { ...body, status_item_id: settings.priority_items[0]!.id },
    ]) {
      const refused = await api.call(EDITOR, 'PUT', url, wrong);
      expect(refused.status).toBe(400);
      expect(refused.body.key).toBe('errors.simulationFieldsInvalid');
    }
    expect((await api.call(VIEWER, 'PUT', url, body)).status).toBe(403);
    expect((await api.call(EDITOR, 'GET', url)).body).toMatchObject({ name: 'Roads renewal 2027', udf_values: body.udf_values });
  });

  it('lists the treatments\' cost variations of a settings version', async () => {
    const { seeded } = await withSimulations([['Roads renewal', 'completed']]);
    const response = await api.call(VIEWER, 'GET', `/simulation-settings/${seeded[0]!.settingsId}/treatment-cost-variations`);
    const list = treatmentCostVariationListSchema.parse(response.body);
    const treatments = (PACKAGE.settings as { treatments: { id: string; costVariations?: { percent: number }[] }[] }).treatments;
    const expected = treatments.flatMap((treatment) => (treatment.costVariations ?? []).map((variation) => [treatment.id, variation.percent]));
    expect(list.contents.map((entry) => [entry.treatment_id, entry.percent])).toEqual(expected);
    expect(list.version).toBe(1);
    expect((await api.call(VIEWER, 'GET', `/simulation-settings/${seeded[0]!.settingsId}/treatment-cost-variations?version=9`)).status).toBe(404);
  });

  it('refuses to run again while a run is waiting, and a task that cannot be retried', async () => {
    const { seeded } = await withSimulations([['Waiting', 'queued']]);
    const rerun = await api.call(EDITOR, 'POST', `/simulations/${seeded[0]!.simulationId}/tasks`);
    expect(rerun.status).toBe(400);
    expect(rerun.body.key).toBe('errors.simulationAlreadyRunning');
    const retry = await api.call(EDITOR, 'POST', `/tasks/${seeded[0]!.taskId}/requests`, { type: 'retry' });
    expect(retry.status).toBe(400);
    expect(retry.body.key).toBe('errors.taskNotRetryable');
    const unknown = await api.call(EDITOR, 'POST', `/tasks/${seeded[0]!.taskId}/requests`, { type: 'pause' });
    expect(unknown.status).toBe(400);
  });
});
