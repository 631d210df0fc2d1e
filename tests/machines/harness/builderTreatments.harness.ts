import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { ProposedTreatmentPage, ProposedTreatmentRow } from '../../../src/api/schemas/workPlanBuilder.schema';
import { builderTreatmentsMachine, type ProposedWindowQuery } from '../../../src/machines/builderTreatments.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

export const TREATMENTS_WORK_PLAN_ID = '6e3d9f2b-4a58-4c07-9b1e-8f2d0a5c3b74';
export const ROADS_SOURCE_ID = '9c2e4f6a-3b5d-4f78-8e9c-2d4f6a8b0c31';

/** A proposed treatment of road `n` (RD-0000n), with its work number; planned ones name their phase. */
export function proposed(n: number, workNo: number, planned = false): ProposedTreatmentRow {
  const tail = String(workNo).padStart(12, '0');
  return {
    id: `7a1b2c3d-4e5f-4a6b-8c7d-${tail}`,
    asset_uuid: `8b2c3d4e-5f6a-4b7c-9d8e-${String(n).padStart(12, '0')}`,
    data_source_id: ROADS_SOURCE_ID,
    proposed_treatment_id: workNo,
    asset_id: `RD-0000${n}`,
    asset_name: `Road ${n}`,
    asset_class: 'Road',
    year: 2027,
    treatment: 'Resurface',
    funding_source: 'Capital',
    cost: 50,
    variation: 0,
    network_measure: 200,
    cost_estimate: 10_000,
    planned: planned
      ? { treatment_id: `9c3d4e5f-6a7b-4c8d-8e9f-${tail}`, phase: { id: '0d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f60', name: 'Stage 1' }, project: { id: '1e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a71', name: 'Belmont roads' } }
      : null,
  };
}

/** Roads 1 to 6, a second treatment of road 1, and road 7's, planned already. */
export const ROAD_TREATMENTS = [1, 2, 3, 4, 5, 6].map((n) => proposed(n, n));
export const ROAD_1_AGAIN = proposed(1, 21);
export const PLANNED = proposed(7, 7, true);

const SUMMARY = [
  { year: 2027, treatment: 'Resurface', count: 8, planned_count: 1, cost_estimate: 80_000 },
  { year: 2031, treatment: 'Reseal', count: 2, planned_count: 0, cost_estimate: 4_000 },
];
/** The first window of 10 treatments, and the rest. */
export const FIRST_PAGE: ProposedTreatmentPage = { summary: SUMMARY, contents: ROAD_TREATMENTS.slice(0, 4), offset: 0, limit: 200, total_count: 6 };
export const NEXT_PAGE: ProposedTreatmentPage = { summary: SUMMARY, contents: ROAD_TREATMENTS.slice(4), offset: 4, limit: 200, total_count: 6 };

/** Builder - Treatments with its API calls controlled by the test and its toast spied on. */
export function startBuilderTreatments(input = { workPlanId: TREATMENTS_WORK_PLAN_ID }) {
  const fetchProposed = controllablePromise<ProposedTreatmentPage, ProposedWindowQuery>();
  const toast = vi.fn();
  const actor = createActor(builderTreatmentsMachine.provide({ actors: { fetchProposed: fetchProposed.logic }, actions: { toast } }), { input }).start();
  return { actor, fetchProposed, toast, driver: createPathDriver(actor, { fetchProposed }, {}, { toast }) };
}
