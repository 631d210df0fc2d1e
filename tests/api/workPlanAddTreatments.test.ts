import { beforeAll, describe, expect, it } from 'vitest';
import { planAssetCollectionSchema, proposedTreatmentPageSchema, SELECTED_ASSETS_MAX, type ProposedTreatmentPage } from '../../src/api/schemas/workPlanBuilder.schema';
import { workPlanAssetItemSchema } from '../../src/api/schemas/workPlanItem.schema';
import { DATABASE_KINDS } from '../support/testServer';
import { makePortfolio, UNKNOWN_UUID, type Fixture } from './helpers/api';
import { useTestServer } from './helpers/useTestServer';

const EDITOR = 'editor@horizon.test';
const VIEWER = 'viewer@horizon.test';

/** Three roads with their measure (m²) and proposed works; Fyans Street has none. */
const ROADS = [
  { id: 'RD-001', name: 'Barrabool Road', measure: 200 },
  { id: 'RD-002', name: 'Church Street', measure: 80 },
  { id: 'RD-003', name: 'Fyans Street', measure: 50 },
];
const WORKS = [
  { asset: 'RD-001', year: 2027, treatment: 'Resurface', cost: 10_000 },
  { asset: 'RD-001', year: 2031, treatment: 'Reseal', cost: 2_000 },
  { asset: 'RD-002', year: 2027, treatment: 'Resurface', cost: 4_000 },
];

/**
 * Issue 15: treatments go into a phase only, from the selected assets' proposed treatments (SPEC 5:
 * at most 5 assets of a data source are selected), or as custom treatments. The Builder asks for
 * the selected assets' proposed treatments by the assets' own UUIDs, names each selected asset's
 * data source on the map, and the side panel's asset lists its custom treatments with their cost
 * estimate, (cost + variation) × network measure (SPEC 5).
 */
describe.each(DATABASE_KINDS)("adding treatments from the Builder's selection and custom ones on %s", (kind) => {
  const api = useTestServer(kind);
  let fixture: Fixture;
  let planId: string;
  let sourceId: string;
  let phaseId: string;
  let projectId: string;
  const assetKeys = new Map<string, string>();

  async function proposed(query: string): Promise<ProposedTreatmentPage> {
    const response = await api.call(VIEWER, 'GET', `/v5/project-phase-treatment/${planId}/proposed${query}`);
    expect(response.status, query).toBe(200);
    return proposedTreatmentPageSchema.parse(response.body);
  }
  const assetQuery = (...ids: string[]) => ids.map((id) => `asset_uuid=${assetKeys.get(id) ?? id}`).join('&');

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
    const assets = await db
      .insertInto('work_plan_assets')
      .values(ROADS.map((road, index) => ({ data_source_id: sourceId, asset_id: road.id, name: road.name, asset_class: 'Road', location: 'Belmont', hierarchy: 'Local', criticality: 'Low', network_measure: road.measure, geometry: JSON.stringify({ type: 'Point', coordinates: [144.3 + index / 100, -38.2] }), attributes: '{}' })))
      .returning(['id', 'asset_id'])
      .execute();
    for (const asset of assets) assetKeys.set(asset.asset_id, asset.id);
    await db
      .insertInto('work_plan_proposed_treatments')
      .values(WORKS.map((work, index) => ({ data_source_id: sourceId, work_no: index + 1, asset_id: work.asset, year: work.year, treatment: work.treatment, cost: work.cost, funding_source: 'Capital', state_before: 60, state_after: 95 })))
      .execute();
    const project = await api.call(EDITOR, 'POST', `/v5/project/${planId}`, { name: 'Belmont roads' });
    expect(project.status).toBe(201);
    projectId = project.body.id;
    const phase = await api.call(EDITOR, 'POST', `/v5/project-phase/${planId}/${projectId}`, { name: 'Stage 1', start_date: '2027-01-01', end_date: '2027-12-31' });
    expect(phase.status).toBe(201);
    phaseId = phase.body.id;
  });

  it("gives only the named assets' proposed treatments, their pivot too, each saying whether it is in a phase", async () => {
    const one = await proposed(`?${assetQuery('RD-001')}&limit=1000`);
    expect(one.contents.map((row) => [row.asset_id, row.proposed_treatment_id, row.year])).toEqual([
      ['RD-001', 1, 2027],
      ['RD-001', 2, 2031],
    ]);
    expect(one.summary.map((cell) => [cell.year, cell.treatment, cell.count])).toEqual([
      [2027, 'Resurface', 1],
      [2031, 'Reseal', 1],
    ]);
    expect(one.total_count).toBe(2);

    const placed = await api.call(EDITOR, 'POST', `/v5/project-phase-treatment/${planId}/${phaseId}`, {
      phase_id: phaseId,
      date: '2027-03-01',
      items: [{ source_id: sourceId, asset_id: 'RD-001', proposed_treatment_id: 1 }],
    });
    expect(placed.status).toBe(201);
    const two = await proposed(`?${assetQuery('RD-001', 'RD-002', 'RD-003')}&limit=1000`);
    expect(two.contents.map((row) => [row.asset_id, row.proposed_treatment_id, row.planned?.phase.name ?? null])).toEqual([
      ['RD-001', 1, 'Stage 1'],
      ['RD-002', 3, null],
      ['RD-001', 2, null],
    ]);
    expect(two.total_count).toBe(3);
  });

  it('answers an asset of no imported data source of the plan with nothing, and refuses malformed or too many assets', async () => {
    expect(await proposed(`?${assetQuery(UNKNOWN_UUID)}`)).toMatchObject({ summary: [], contents: [], total_count: 0 });
    const tooMany = Array.from({ length: SELECTED_ASSETS_MAX + 1 }, () => `asset_uuid=${UNKNOWN_UUID}`).join('&');
    for (const query of ['?asset_uuid=RD-001', '?asset_uuid=', `?${tooMany}`]) {
      const response = await api.call(VIEWER, 'GET', `/v5/project-phase-treatment/${planId}/proposed${query}`);
      expect(response.status, query.slice(0, 40)).toBe(400);
      expect(response.body).toMatchObject({ code: 400 });
    }
  });

  it("names each asset's data source on the map", async () => {
    const map = await api.call(VIEWER, 'GET', `/v5/assets/${planId}/geojson`);
    expect(map.status).toBe(200);
    const collection = planAssetCollectionSchema.parse(map.body);
    expect(collection.features.map((feature) => [feature.properties.asset_id, feature.properties.source_id, feature.properties.source_name])).toEqual(
      ROADS.map((road) => [road.id, sourceId, 'Road resurfacing']),
    );
  });

  it('lists the custom treatments of the asset with their phase and cost estimate, not its proposed ones', async () => {
    const created = await api.call(EDITOR, 'POST', `/v5/project-phase-treatment/${planId}/${phaseId}/custom`, {
      phase_id: phaseId,
      date: '2027-05-01',
      source_id: sourceId,
      asset_id: 'RD-002',
      name: 'Kerb and channel',
      cost: 85,
      variation: -5,
    });
    expect(created.status).toBe(201);
    const response = await api.call(VIEWER, 'GET', `/v5/assets/${planId}/item/${assetKeys.get('RD-002')}`);
    expect(response.status).toBe(200);
    const asset = workPlanAssetItemSchema.parse(response.body);
    // SPEC 5: (85 − 5) × 80 m².
    expect(asset.custom_treatments).toEqual([
      { treatment_id: created.body.id, name: 'Kerb and channel', date: '2027-05-01', cost: 85, variation: -5, cost_estimate: 6_400, phase_id: phaseId, phase_name: 'Stage 1', project_id: projectId, project_name: 'Belmont roads' },
    ]);
    const other = workPlanAssetItemSchema.parse((await api.call(VIEWER, 'GET', `/v5/assets/${planId}/item/${assetKeys.get('RD-001')}`)).body);
    expect(other.custom_treatments).toEqual([]);
  });

  it("refuses a custom treatment dated outside its phase with SPEC 5's text, and a Viewer's", async () => {
    const body = { phase_id: phaseId, date: '2026-12-31', source_id: sourceId, asset_id: 'RD-003', name: 'Line marking', cost: 4 };
    const early = await api.call(EDITOR, 'POST', `/v5/project-phase-treatment/${planId}/${phaseId}/custom`, body);
    expect(early.status).toBe(400);
    // 'Date must be later than 31/12/2026.': the last day refused before the phase's first.
    expect(early.body).toMatchObject({ key: 'errors.dateMustBeLater', params: { dateVal: '2026-12-31' } });
    expect((await api.call(VIEWER, 'POST', `/v5/project-phase-treatment/${planId}/${phaseId}/custom`, { ...body, date: '2027-02-01' })).status).toBe(403);
    const asset = workPlanAssetItemSchema.parse((await api.call(VIEWER, 'GET', `/v5/assets/${planId}/item/${assetKeys.get('RD-003')}`)).body);
    expect(asset.custom_treatments).toEqual([]);
  });
});
