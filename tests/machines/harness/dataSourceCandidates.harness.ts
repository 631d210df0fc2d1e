import { createActor } from 'xstate';
import type { DataSourceCandidate } from '../../../src/api/schemas/dataSource.schema';
import { dataSourceCandidatesMachine, type DataSourceCandidatesInput } from '../../../src/machines/dataSourceCandidates.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

export const CANDIDATES_WORK_PLAN_ID = 'c4e1a7d2-8b3f-4e69-a0c5-1d7f3b9e2a64';
export const NORTHERN_WORKSPACE = '2b8d4f61-7a3c-4e95-b1d0-6c9e2f4a8b37';
export const CIVIC_WORKSPACE = '9e3a5c17-4d2b-4f80-a6e1-3b7d9c5f1e28';

let sequence = 0;
/** A completed run; the id's tail tells candidates apart. */
export const candidate = (name: string, workspaceId: string, imported = false): DataSourceCandidate => {
  sequence += 1;
  const tail = String(sequence).padStart(12, '0');
  return {
    task_id: `7f1e2d3c-4b5a-4697-8a1b-${tail}`,
    simulation_id: `3a2b1c0d-9e8f-4a7b-9c6d-${tail}`,
    simulation_name: name,
    workspace_id: workspaceId,
    workspace_name: workspaceId === NORTHERN_WORKSPACE ? 'Northern Rivers Council' : 'Civic Buildings',
    run_at: '2026-11-20T01:00:00.000Z',
    first_year: 2027,
    last_year: 2036,
    work_count: 612,
    imported,
  };
};

export const ROADS = candidate('Road resurfacing 2027-2036', NORTHERN_WORKSPACE);
export const WATER_MAINS = candidate('Water main renewals', NORTHERN_WORKSPACE);
/** Imported into the plan already (SPEC 5). */
export const BUILDINGS = candidate('Building renewal plan', CIVIC_WORKSPACE, true);

export function startDataSourceCandidates(input: DataSourceCandidatesInput = { workPlanId: CANDIDATES_WORK_PLAN_ID }) {
  const loadCandidates = controllablePromise<DataSourceCandidate[], { workPlanId: string }>();
  const actor = createActor(dataSourceCandidatesMachine.provide({ actors: { loadCandidates: loadCandidates.logic } }), { input }).start();
  return { actor, loadCandidates, driver: createPathDriver(actor, { loadCandidates }) };
}
