import { beforeAll, describe, expect, it } from 'vitest';
import { planAssetCollectionSchema, proposedTreatmentPageSchema, type ProposedTreatmentPage } from '../../src/api/schemas/workPlanBuilder.schema';
import { DATABASE_KINDS } from '../support/testServer';
import { makePortfolio, UNKNOWN_UUID, type Fixture } from './helpers/api';
import { useTestServer } from './helpers/useTestServer';

const EDITOR = 'editor@horizon.test';
const VIEWER = 'viewer@horizon.test';

type Work = { asset: string; year: number; treatment: string; cost: number };

/** Roads with a measure (m²), one without, and one with no geometry: the map leaves that one out. */
const ROADS = [
  { id: 'RD-001', name: 'Barrabool Road', measure: 200, geometry: { type: 'LineString', coordinates: [[144.3, -38.2], [144.31, -38.21]] } },
  { id: 'RD-002', name: 'Church Street', measure: null, geometry: { type: 'Point', coordinates: [144.32, -38.19] } },
  { id: 'RD-003', name: 'Fyans Street', measure: 50, geometry: null },
];
const WORKS: Work[] = [
  { asset: 'RD-001', year: 2027, treatment: 'Resurface', cost: 10_000 },
  { asset: 'RD-001', year: 2031, treatment: 'Reseal', cost: 2_000 },
  { asset: 'RD-002', year: 2027, treatment: 'Resurface', cost: 3_333.33 },
  { asset: 'RD-003', year: 2027, treatment: 'Reseal', cost: 1_250 },
];

describe.each(DATABASE_KINDS)("the Builder's treatments and map on %s", (kind) => {
  const api = useTestServer(kind);
  let fixture: Fixture;
  let planId: string;
  let sourceId: string;
  let phaseId: string;
  let projectId: string;
  let statusId: string;

  async function proposed(query = '', email = VIEWER): Promise<ProposedTreatmentPage> {
    const response = await api.call(email, 'GET', `/v5/project-phase-treatment/${planId}/proposed${query}`);
    expect(response.status, query).toBe(200);
    return proposedTreatmentPageSchema.parse(response.body);
  }

  beforeAll(async () => {
    const db = api.server.db;
    fixture = await makePortfolio(api.server, { subscription: 'HZN-COR-3107', workspaces: 1 });
    planId = (await db.insertInto('work_plans').values({ portfolio_id: fixture.id, name: 'Roads' }).returning('id').executeTakeFirstOrThrow()).id;
    sourceId = (
      await db
        .insertInto('work_plan_data_sources')
        .values({ work_plan_id: planId, order: 0, task_id: null, simulation_id: null, simulation_name: 'Road resurfacing', workspace_name: 'Workspace 1', import_status: 'completed', error_message: null, error_key: null, asset_count: ROADS.length })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('work_plan_assets')
      .values(ROADS.map((road) => ({ data_source_id: sourceId, asset_id: road.id, name: road.name, asset_class: 'Road', location: 'Belmont', hierarchy: 'Local', criticality: 'Low', network_measure: road.measure, geometry: road.geometry ? JSON.stringify(road.geometry) : null, attributes: '{}' })))
      .execute();
    await db
      .insertInto('work_plan_proposed_treatments')
      .values(WORKS.map((work, index) => ({ data_source_id: sourceId, work_no: index + 1, asset_id: work.asset, year: work.year, treatment: work.treatment, cost: work.cost, funding_source: 'Capital', state_before: 60, state_after: 95 })))
      .execute();
    statusId = (await db.insertInto('work_plan_status_items').values({ work_plan_id: planId, name: 'Approved', colour: '#16a34a', position: 0 }).returning('id').executeTakeFirstOrThrow()).id;
    projectId = (await db.insertInto('work_plan_projects').values({ work_plan_id: planId, name: 'Belmont roads', status_item_id: statusId }).returning('id').executeTakeFirstOrThrow()).id;
    phaseId = (await db.insertInto('work_plan_phases').values({ project_id: projectId, position: 0, name: 'Stage 1', start_date: '2027-01-01', end_date: '2027-12-31' }).returning('id').executeTakeFirstOrThrow()).id;
  });

  it('sums the proposed treatments per year and kind at (cost + variation) × measure, and lists a cell', async () => {
    const page = await proposed();
    expect(page.summary).toEqual([
      { year: 2027, treatment: 'Reseal', count: 1, planned_count: 0, cost_estimate: 1_250 },
      { year: 2027, treatment: 'Resurface', count: 2, planned_count: 0, cost_estimate: 13_333.33 },
      { year: 2031, treatment: 'Reseal', count: 1, planned_count: 0, cost_estimate: 2_000 },
    ]);
    expect(page.total_count).toBe(4);
    const cell = await proposed('?year=2027&treatment=Resurface');
    expect(cell.total_count).toBe(2);
    expect(cell.summary).toEqual(page.summary);
    expect(cell.contents.map((row) => [row.asset_id, row.proposed_treatment_id, row.cost, row.variation, row.network_measure, row.cost_estimate])).toEqual([
      ['RD-001', 1, 50, 0, 200, 10_000],
      // No measure: priced as one unit.
      ['RD-002', 3, 3_333.33, 0, null, 3_333.33],
    ]);
    expect(cell.contents[0]).toMatchObject({ asset_name: 'Barrabool Road', asset_class: 'Road', year: 2027, funding_source: 'Capital', planned: null });
    const second = await proposed('?offset=1&limit=2');
    expect(second.contents.map((row) => row.proposed_treatment_id)).toEqual([1, 3]);
    expect(second.total_count).toBe(4);
  });

  it('marks a placed treatment with its project and phase, priced as the phase has it, and the map with its project status', async () => {
    const [first] = (await proposed('?year=2027&treatment=Resurface')).contents;
    const created = await api.call(EDITOR, 'POST', `/v5/project-phase-treatment/${planId}/${phaseId}`, {
      phase_id: phaseId,
      date: '2027-03-01',
      items: [{ source_id: sourceId, asset_id: 'RD-001', proposed_treatment_id: first!.proposed_treatment_id, variation: 5 }],
    });
    expect(created.status).toBe(201);
    const cell = await proposed('?year=2027&treatment=Resurface');
    expect(cell.contents[0]).toMatchObject({
      cost: 50,
      variation: 5,
      cost_estimate: 11_000,
      planned: { treatment_id: created.body.contents[0].id, phase: { id: phaseId, name: 'Stage 1' }, project: { id: projectId, name: 'Belmont roads' } },
    });
    expect(cell.summary.find((entry) => entry.treatment === 'Resurface')).toMatchObject({ count: 2, planned_count: 1, cost_estimate: 14_333.33 });

    const map = await api.call(VIEWER, 'GET', `/v5/assets/${planId}/geojson`);
    expect(map.status).toBe(200);
    const collection = planAssetCollectionSchema.parse(map.body);
    expect(collection.features.map((feature) => feature.properties.asset_id)).toEqual(['RD-001', 'RD-002']);
    expect(collection.features[0]).toMatchObject({
      geometry: ROADS[0]!.geometry,
      properties: { source_id: sourceId, name: 'Barrabool Road', treatment_count: 2, first_year: 2027, first_treatment: 'Resurface', planned: true, project_name: 'Belmont roads', project_status: { id: statusId, name: 'Approved', colour: '#16a34a' } },
    });
    expect(collection.features[1]!.properties).toMatchObject({ first_year: 2027, planned: false, project_name: null, project_status: null });
  });

  it('narrows to a data source, and refuses malformed filters', async () => {
    expect((await proposed(`?source_id=${sourceId}`)).total_count).toBe(4);
    expect(await proposed(`?source_id=${UNKNOWN_UUID}`)).toMatchObject({ summary: [], contents: [], total_count: 0 });
    for (const query of ['?year=soon', '?year=20271', '?source_id=nope', '?limit=0', '?limit=1001', '?offset=-1', `?treatment=${'x'.repeat(201)}`]) {
      const response = await api.call(VIEWER, 'GET', `/v5/project-phase-treatment/${planId}/proposed${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({ code: 400 });
    }
  });

  it('answers a plan without spatial data with an empty collection, an unknown plan with 404, and an unlicensed portfolio with 403', async () => {
    const empty = (await api.server.db.insertInto('work_plans').values({ portfolio_id: fixture.id, name: 'Empty' }).returning('id').executeTakeFirstOrThrow()).id;
    const map = await api.call(VIEWER, 'GET', `/v5/assets/${empty}/geojson`);
    expect(map.body).toEqual({ type: 'FeatureCollection', features: [] });
    expect((await api.call(VIEWER, 'GET', `/v5/project-phase-treatment/${empty}/proposed`)).body).toMatchObject({ summary: [], contents: [], total_count: 0 });
    expect((await api.call(VIEWER, 'GET', `/v5/assets/${UNKNOWN_UUID}/geojson`)).status).toBe(404);
    expect((await api.call(VIEWER, 'GET', `/v5/project-phase-treatment/${UNKNOWN_UUID}/proposed`)).status).toBe(404);
    const unlicensed = await makePortfolio(api.server, { subscription: 'HZN-ESS-5599', workspaces: 0 });
    const other = (await api.server.db.insertInto('work_plans').values({ portfolio_id: unlicensed.id, name: 'Unlicensed' }).returning('id').executeTakeFirstOrThrow()).id;
    expect((await api.call(VIEWER, 'GET', `/v5/assets/${other}/geojson`)).status).toBe(403);
  });
});
