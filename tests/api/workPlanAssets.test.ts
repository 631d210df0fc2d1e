import { beforeAll, describe, expect, it } from 'vitest';
import { assetFilterOptionsSchema, workPlanAssetPageSchema, type WorkPlanAsset } from '../../src/api/schemas/dataSource.schema';
import { DATABASE_KINDS } from '../support/testServer';
import { makePortfolio, UNKNOWN_UUID, type Fixture } from './helpers/api';
import { useTestServer } from './helpers/useTestServer';

const ADMIN = 'admin@horizon.test';
const VIEWER = 'viewer@horizon.test';

/** SPEC 5, in the user's words. */
const EXCLUSIVE = 'Advanced filter and quick search are mutually exclusive. Quick search is disabled while advanced filter fields are in use.';

type SeedAsset = { id: string; name: string; asset_class: string | null; location: string | null; hierarchy: string | null; criticality: string | null; years: number[] };

/** Roads: a register as an import copies it, with the proposed treatments' years per asset. */
const ROADS: SeedAsset[] = [
  { id: 'RD-001', name: 'Barrabool Road', asset_class: 'Road', location: 'Belmont', hierarchy: 'Arterial', criticality: 'High', years: [2027, 2031] },
  { id: 'RD-002', name: 'Church Street', asset_class: 'Road', location: 'Leopold', hierarchy: 'Local', criticality: 'Low', years: [2029] },
  { id: 'RD-003', name: 'Fyans Street', asset_class: 'Road', location: 'Belmont', hierarchy: 'Collector', criticality: 'Medium', years: [2033] },
  { id: 'FP-001', name: 'Church Street footpath', asset_class: 'Footpath', location: 'Leopold', hierarchy: 'Local', criticality: 'Low', years: [2028] },
  { id: 'FP-002', name: 'Bellarine Rail Trail', asset_class: 'Footpath', location: null, hierarchy: '  ', criticality: 'High', years: [] },
];
/** Water mains under the same streets, a second data source after the roads. */
const MAINS: SeedAsset[] = [
  { id: 'WM-001', name: 'Barrabool Road main', asset_class: 'Water main', location: 'Belmont', hierarchy: 'Trunk', criticality: 'High', years: [2027] },
  { id: 'WM-002', name: 'Church Street main', asset_class: 'Water main', location: 'Leopold', hierarchy: 'Reticulation', criticality: 'Medium', years: [2030, 2035] },
];

describe.each(DATABASE_KINDS)("the Builder's asset filter on %s", (kind) => {
  const api = useTestServer(kind);
  let fixture: Fixture;
  let planId: string;
  let roadsId: string;
  let mainsId: string;

  async function seedSource(plan: string, order: number, name: string, assets: SeedAsset[], status: 'completed' | 'running' = 'completed'): Promise<string> {
    const db = api.server.db;
    const source = await db
      .insertInto('work_plan_data_sources')
      .values({ work_plan_id: plan, order, task_id: null, simulation_id: null, simulation_name: name, workspace_name: 'Workspace 1', import_status: status, error_message: null, error_key: null, asset_count: assets.length })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (assets.length > 0) {
      await db
        .insertInto('work_plan_assets')
        .values(assets.map((asset) => ({ data_source_id: source.id, asset_id: asset.id, name: asset.name, asset_class: asset.asset_class, location: asset.location, hierarchy: asset.hierarchy, criticality: asset.criticality, network_measure: 100, geometry: null, attributes: '{}' })))
        .execute();
    }
    const works = assets.flatMap((asset) => asset.years.map((year) => ({ asset, year })));
    if (works.length > 0) {
      await db
        .insertInto('work_plan_proposed_treatments')
        .values(works.map(({ asset, year }, index) => ({ data_source_id: source.id, work_no: index + 1, asset_id: asset.id, year, treatment: 'Resurface', cost: 1000, funding_source: 'Capital', state_before: 60, state_after: 95 })))
        .execute();
    }
    return source.id;
  }

  const makePlan = async (portfolioId: string, name: string) =>
    (await api.server.db.insertInto('work_plans').values({ portfolio_id: portfolioId, name }).returning('id').executeTakeFirstOrThrow()).id;

  async function assets(query: string, plan = planId): Promise<{ ids: string[]; total: number; rows: WorkPlanAsset[] }> {
    const response = await api.call(VIEWER, 'GET', `/v5/assets/${plan}${query}`);
    expect(response.status, query).toBe(200);
    const page = workPlanAssetPageSchema.parse(response.body);
    return { ids: page.contents.map((asset) => asset.asset_id), total: page.total_count, rows: page.contents };
  }

  beforeAll(async () => {
    fixture = await makePortfolio(api.server, { subscription: 'HZN-COR-3107', workspaces: 1 });
    planId = await makePlan(fixture.id, 'Roads and water mains');
    roadsId = await seedSource(planId, 0, 'Road resurfacing', ROADS);
    mainsId = await seedSource(planId, 1, 'Water main renewals', MAINS);
    // An import still running shows nothing yet, in the list or in the filter's choices.
    await seedSource(planId, 2, 'Importing', [{ id: 'PK-001', name: 'Park', asset_class: 'Park', location: 'Ocean Grove', hierarchy: 'Regional', criticality: 'Low', years: [2040] }], 'running');
  });

  it('keeps any chosen value of a column and every column chosen, in the plan order', async () => {
    expect(await assets('?asset_class=Road')).toMatchObject({ ids: ['RD-001', 'RD-002', 'RD-003'], total: 3 });
    expect(await assets('?asset_class=Road&asset_class=Water%20main')).toMatchObject({ ids: ['RD-001', 'RD-002', 'RD-003', 'WM-001', 'WM-002'], total: 5 });
    expect(await assets('?location=Leopold&criticality=Low')).toMatchObject({ ids: ['FP-001', 'RD-002'], total: 2 });
    expect(await assets('?hierarchy=Arterial&hierarchy=Trunk&location=Belmont')).toMatchObject({ ids: ['RD-001', 'WM-001'], total: 2 });
    expect(await assets(`?location=Belmont&source_id=${mainsId}`)).toMatchObject({ ids: ['WM-001'], total: 1 });
    expect(await assets('?asset_class=Bridge')).toMatchObject({ ids: [], total: 0 });
  });

  it('pages a filtered list with the total of every match', async () => {
    const first = await assets('?location=Belmont&location=Leopold&limit=2');
    const rest = await assets('?location=Belmont&location=Leopold&offset=2&limit=10');
    expect(first.total).toBe(6);
    expect(rest.total).toBe(6);
    expect([...first.ids, ...rest.ids]).toEqual(['FP-001', 'RD-001', 'RD-002', 'RD-003', 'WM-001', 'WM-002']);
  });

  it('keeps assets with a proposed treatment in the years chosen, and those with or without treatments', async () => {
    expect((await assets('?year_from=2030')).ids).toEqual(['RD-001', 'RD-003', 'WM-002']);
    expect((await assets('?year_to=2028')).ids).toEqual(['FP-001', 'RD-001', 'WM-001']);
    expect((await assets('?year_from=2029&year_to=2030')).ids).toEqual(['RD-002', 'WM-002']);
    expect((await assets('?year_from=2027&year_to=2027&asset_class=Water%20main')).ids).toEqual(['WM-001']);
    expect((await assets('?has_treatments=false')).ids).toEqual(['FP-002']);
    expect((await assets('?has_treatments=true')).total).toBe(6);
    const [barrabool] = (await assets('?year_from=2031')).rows;
    // The row's figures are the asset's, not the filter's: both treatments, the first in 2027.
    expect(barrabool).toMatchObject({ asset_id: 'RD-001', data_source_id: roadsId, treatment_count: 2, first_year: 2027 });
  });

  it('refuses quick search together with the advanced filter (SPEC 5), and a reversed or malformed year span', async () => {
    for (const query of ['?q=church&asset_class=Road', '?q=church&year_from=2027', '?q=church&has_treatments=true', '?q=church&criticality=High&criticality=Low']) {
      const response = await api.call(VIEWER, 'GET', `/v5/assets/${planId}${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({ code: 400, key: 'errors.assetSearchWithAdvancedFilter', message: EXCLUSIVE });
    }
    const reversed = await api.call(VIEWER, 'GET', `/v5/assets/${planId}?year_from=2031&year_to=2030`);
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ key: 'errors.assetYearRangeInvalid', message: 'The first treatment year must not be later than the last.' });
    for (const query of ['?year_from=soon', '?year_to=20301', '?has_treatments=yes', `?asset_class=${'x'.repeat(201)}`]) {
      expect((await api.call(VIEWER, 'GET', `/v5/assets/${planId}${query}`)).status, query).toBe(400);
    }
    // Either one alone is fine.
    expect((await assets('?q=church')).ids).toEqual(['FP-001', 'RD-002', 'WM-002']);
  });

  it("offers each column's distinct values, sorted and without blanks, and the treatments' years", async () => {
    const response = await api.call(VIEWER, 'GET', `/v5/assets/${planId}/filter-options`);
    expect(response.status).toBe(200);
    expect(assetFilterOptionsSchema.parse(response.body)).toEqual({
      asset_class: { values: ['Footpath', 'Road', 'Water main'], truncated: false },
      location: { values: ['Belmont', 'Leopold'], truncated: false },
      hierarchy: { values: ['Arterial', 'Collector', 'Local', 'Reticulation', 'Trunk'], truncated: false },
      criticality: { values: ['High', 'Low', 'Medium'], truncated: false },
      first_year: 2027,
      last_year: 2035,
    });
    const mains = assetFilterOptionsSchema.parse((await api.call(VIEWER, 'GET', `/v5/assets/${planId}/filter-options?source_id=${mainsId}`)).body);
    expect(mains).toMatchObject({ asset_class: { values: ['Water main'] }, location: { values: ['Belmont', 'Leopold'] }, first_year: 2027, last_year: 2035 });
    expect((await api.call(VIEWER, 'GET', `/v5/assets/${planId}/filter-options?source_id=not-an-id`)).status).toBe(400);
  });

  it('caps the values of a column, saying so, and answers an empty plan with nothing to choose', async () => {
    const plan = await makePlan(fixture.id, 'A large register');
    const many = Array.from({ length: 502 }, (_, n): SeedAsset => ({ id: `LT-${String(n).padStart(4, '0')}`, name: `Light ${n}`, asset_class: 'Street light', location: `Street ${String(n).padStart(4, '0')}`, hierarchy: null, criticality: null, years: [] }));
    await seedSource(plan, 0, 'Street lights', many);
    const options = assetFilterOptionsSchema.parse((await api.call(VIEWER, 'GET', `/v5/assets/${plan}/filter-options`)).body);
    expect(options.location.truncated).toBe(true);
    expect(options.location.values).toHaveLength(500);
    expect(options.location.values.at(-1)).toBe('Street 0499');
    expect(options).toMatchObject({ asset_class: { values: ['Street light'], truncated: false }, hierarchy: { values: [], truncated: false }, first_year: null, last_year: null });
    const empty = await makePlan(fixture.id, 'Nothing imported');
    expect(assetFilterOptionsSchema.parse((await api.call(VIEWER, 'GET', `/v5/assets/${empty}/filter-options`)).body)).toMatchObject({ asset_class: { values: [] }, first_year: null });
  });

  it('needs the Work Planner feature and membership, like the asset list', async () => {
    const unlicensed = await makePortfolio(api.server, { workspaces: 1 });
    const plan = await makePlan(unlicensed.id, 'Unlicensed plan');
    const refused = await api.call(ADMIN, 'GET', `/v5/assets/${plan}/filter-options`);
    expect(refused.status).toBe(403);
    expect(refused.body.key).toBe('errors.workPlannerNotLicensed');
    const foreign = await makePortfolio(api.server, { subscription: 'HZN-COR-3107', members: { 'owner@horizon.test': ['Admin', true] } });
    const foreignPlan = await makePlan(foreign.id, 'Not yours');
    expect((await api.call(VIEWER, 'GET', `/v5/assets/${foreignPlan}/filter-options`)).status).toBe(404);
    expect((await api.call(VIEWER, 'GET', `/v5/assets/${UNKNOWN_UUID}/filter-options`)).status).toBe(404);
    expect((await api.call(VIEWER, 'GET', `/v5/assets/${foreignPlan}?asset_class=Road`)).status).toBe(404);
  });
});
