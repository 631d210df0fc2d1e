import { beforeAll, describe, expect, it } from 'vitest';
import { proposedTreatmentItemSchema, workPlanAssetItemSchema } from '../../src/api/schemas/workPlanItem.schema';
import { DATABASE_KINDS } from '../support/testServer';
import { makePortfolio, UNKNOWN_UUID, ZERO_UUID, type Fixture } from './helpers/api';
import { useTestServer } from './helpers/useTestServer';

const EDITOR = 'editor@horizon.test';
const VIEWER = 'viewer@horizon.test';

/**
 * SPEC 2 "Work plan side panel" and SPEC 5 ('A valid identifier is a UUID'): the panel links an
 * imported asset and a proposed treatment by their own UUIDs; the asset shows its proposed
 * treatments, the planned ones with their phase.
 */
describe.each(DATABASE_KINDS)("the side panel's asset and proposed treatment on %s", (kind) => {
  const api = useTestServer(kind);
  let fixture: Fixture;
  let planId: string;
  let sourceId: string;
  let assetKey: string;
  let proposedIds: string[];
  let phase: { id: string; name: string; projectId: string };

  beforeAll(async () => {
    const db = api.server.db;
    fixture = await makePortfolio(api.server, { subscription: 'HZN-COR-3107', workspaces: 1 });
    planId = (await db.insertInto('work_plans').values({ portfolio_id: fixture.id, name: 'Roads' }).returning('id').executeTakeFirstOrThrow()).id;
    sourceId = (
      await db
        .insertInto('work_plan_data_sources')
        .values({ work_plan_id: planId, order: 0, task_id: null, simulation_id: null, simulation_name: 'Road resurfacing', workspace_name: 'Workspace 1', import_status: 'completed', error_message: null, error_key: null, asset_count: 1 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    assetKey = (
      await db
        .insertInto('work_plan_assets')
        .values({ data_source_id: sourceId, asset_id: 'RD-001', name: 'Barrabool Road', asset_class: 'Road', location: 'Belmont', hierarchy: 'Arterial', criticality: 'High', network_measure: 250, geometry: null, attributes: JSON.stringify({ Surface: 'Asphalt' }) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    proposedIds = (
      await db
        .insertInto('work_plan_proposed_treatments')
        .values([2027, 2031].map((year, index) => ({ data_source_id: sourceId, work_no: index + 1, asset_id: 'RD-001', year, treatment: 'Resurface', cost: 5000, funding_source: 'Capital', state_before: 60, state_after: 95 })))
        .returning('id')
        .execute()
    ).map((row) => row.id);
    const project = await api.call(EDITOR, 'POST', `/v5/project/${planId}`, { name: 'Barrabool Road upgrade' });
    expect(project.status).toBe(201);
    const created = await api.call(EDITOR, 'POST', `/v5/project-phase/${planId}/${project.body.id}`, { name: 'Design', start_date: '2027-01-01', end_date: '2027-12-31' });
    expect(created.status).toBe(201);
    phase = { id: created.body.id, name: 'Design', projectId: project.body.id };
    const placed = await api.call(EDITOR, 'POST', `/v5/project-phase-treatment/${planId}/${phase.id}`, {
      phase_id: phase.id,
      date: '2027-03-01',
      items: [{ source_id: sourceId, asset_id: 'RD-001', proposed_treatment_id: 1 }],
    });
    expect(placed.status).toBe(201);
  });

  it('gives the asset by its UUID, its planned proposed treatment with its phase and project', async () => {
    const response = await api.call(VIEWER, 'GET', `/v5/assets/${planId}/item/${assetKey}`);
    expect(response.status).toBe(200);
    const asset = workPlanAssetItemSchema.parse(response.body);
    expect(asset).toMatchObject({ id: assetKey, data_source_id: sourceId, asset_id: 'RD-001', network_measure: 250, attributes: { Surface: 'Asphalt' }, treatment_count: 2, first_year: 2027 });
    expect(asset.proposed_treatments.map((treatment) => [treatment.id, treatment.year, treatment.planned?.phase_name ?? null, treatment.planned?.project_name ?? null])).toEqual([
      [proposedIds[0], 2027, 'Design', 'Barrabool Road upgrade'],
      [proposedIds[1], 2031, null, null],
    ]);
    expect(asset.proposed_treatments[0]!.planned).toMatchObject({ phase_id: phase.id, project_id: phase.projectId });
  });

  it('lists and details assets with their UUIDs', async () => {
    const list = await api.call(VIEWER, 'GET', `/v5/assets/${planId}`);
    expect(list.body.contents.map((asset: { id: string }) => asset.id)).toEqual([assetKey]);
    const detail = await api.call(VIEWER, 'GET', `/v5/assets/${planId}/${sourceId}/RD-001`);
    expect(detail.body.id).toBe(assetKey);
    expect(detail.body.proposed_treatments.map((treatment: { id: string }) => treatment.id)).toEqual(proposedIds);
  });

  it('gives a proposed treatment with its asset and whether it is planned', async () => {
    const unplanned = await api.call(VIEWER, 'GET', `/v5/project-phase-treatment/${planId}/proposed/${proposedIds[1]}`);
    expect(unplanned.status).toBe(200);
    expect(proposedTreatmentItemSchema.parse(unplanned.body)).toMatchObject({
      id: proposedIds[1],
      work_no: 2,
      year: 2031,
      treatment: 'Resurface',
      cost: 5000,
      simulation_name: 'Road resurfacing',
      planned: null,
      asset: { id: assetKey, asset_id: 'RD-001', name: 'Barrabool Road', network_measure: 250, treatment_count: 2, first_year: 2027 },
    });
    const planned = await api.call(VIEWER, 'GET', `/v5/project-phase-treatment/${planId}/proposed/${proposedIds[0]}`);
    expect(planned.body.planned).toMatchObject({ phase_id: phase.id, phase_name: 'Design', project_id: phase.projectId, project_name: 'Barrabool Road upgrade' });
  });

  it('answers 404 for an id of another plan or none, and 400 for an id that is not a valid UUID', async () => {
    const other = (await api.server.db.insertInto('work_plans').values({ portfolio_id: fixture.id, name: 'Other' }).returning('id').executeTakeFirstOrThrow()).id;
    for (const path of [`/v5/assets/${other}/item/${assetKey}`, `/v5/assets/${planId}/item/${UNKNOWN_UUID}`, `/v5/project-phase-treatment/${other}/proposed/${proposedIds[0]}`, `/v5/project-phase-treatment/${planId}/proposed/${UNKNOWN_UUID}`]) {
      const response = await api.call(VIEWER, 'GET', path);
      expect({ path, status: response.status, code: response.body.code }).toEqual({ path, status: 404, code: 404 });
    }
    for (const path of [`/v5/assets/${planId}/item/${ZERO_UUID}`, `/v5/project-phase-treatment/${planId}/proposed/work-1`]) {
      expect((await api.call(VIEWER, 'GET', path)).status, path).toBe(400);
    }
  });

  it('hides the plan from a non-member and needs a sign-in', async () => {
    const stranger = await makePortfolio(api.server, { subscription: 'HZN-COR-3107', members: { 'owner@horizon.test': ['Admin', true] } });
    expect(stranger.id).toBeTruthy();
    const outsider = await makePortfolio(api.server, { subscription: 'HZN-COR-3107', owner: 'admin@horizon.test', members: { 'admin@horizon.test': ['Admin', true] } });
    const hidden = (await api.server.db.insertInto('work_plans').values({ portfolio_id: outsider.id, name: 'Hidden' }).returning('id').executeTakeFirstOrThrow()).id;
    expect((await api.call(VIEWER, 'GET', `/v5/assets/${hidden}/item/${assetKey}`)).status).toBe(404);
    expect((await api.call(null, 'GET', `/v5/assets/${planId}/item/${assetKey}`)).status).toBe(401);
  });
});
