import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { Phase, Project, Treatment } from '../../../src/api/schemas/project.schema';
import { createTreatmentMachine, type CreateTreatmentInput, type CreateTreatmentsRequest } from '../../../src/machines/createTreatment.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

export const TREATMENT_WORK_PLAN_ID = '5d2c8e1a-3f47-4b96-8a0d-7e1c9b4f2a63';
const ROADS_SOURCE_ID = '8b1f3d5e-2a4c-4e67-9d8b-1c3e5f7a9b20';

export const PICKS: CreateTreatmentInput['picks'] = [
  { source_id: ROADS_SOURCE_ID, asset_id: 'RD-00001', proposed_treatment_id: 11 },
  { source_id: ROADS_SOURCE_ID, asset_id: 'RD-00002', proposed_treatment_id: 12 },
];

const STAMP = '2026-11-20T01:00:00.000Z';
const money = { total_budget: 0, treatment_cost: 0, contingency_amount: 0, proposed_spend: 0 };

export const PROJECT: Project = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  work_plan_id: TREATMENT_WORK_PLAN_ID,
  name: 'Belmont roads',
  description: '',
  owner: null,
  priority: null,
  status: null,
  phase_count: 1,
  treatment_count: 0,
  start_date: '2027-01-01',
  end_date: '2027-06-30',
  created_at: STAMP,
  updated_at: STAMP,
  ...money,
};

/** A phase of the first half of 2027. */
export const PHASE: Phase = {
  id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  project_id: PROJECT.id,
  order: 0,
  name: 'Stage 1',
  description: '',
  owner: null,
  priority: null,
  status: null,
  start_date: '2027-01-01',
  end_date: '2027-06-30',
  funding_source: null,
  contingency: 0,
  treatment_count: 0,
  created_at: STAMP,
  updated_at: STAMP,
  ...money,
};

export const CREATED: Treatment[] = PICKS.map((pick, index) => ({
  id: `3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7${index}`,
  phase_id: PHASE.id,
  project_id: PROJECT.id,
  kind: 'proposed',
  data_source_id: pick.source_id,
  asset_id: pick.asset_id,
  asset_name: null,
  asset_class: 'Road',
  proposed_treatment_id: pick.proposed_treatment_id,
  proposed_year: 2027,
  name: 'Resurface',
  date: '2027-03-01',
  year: 2027,
  cost: 50,
  variation: 0,
  network_measure: 200,
  cost_estimate: 10_000,
  created_at: STAMP,
  updated_at: STAMP,
}));

/** Create Treatment with its API calls controlled by the test and its toast and page notice spied on. */
export function startCreateTreatment(input: CreateTreatmentInput = { workPlanId: TREATMENT_WORK_PLAN_ID, picks: PICKS }) {
  const loadProjects = controllablePromise<Project[], { workPlanId: string }>();
  const loadPhases = controllablePromise<Phase[], { workPlanId: string; projectId: string }>();
  const createTreatments = controllablePromise<Treatment[], CreateTreatmentsRequest>();
  const toast = vi.fn();
  const created = vi.fn();
  const actor = createActor(
    createTreatmentMachine.provide({ actors: { loadProjects: loadProjects.logic, loadPhases: loadPhases.logic, createTreatments: createTreatments.logic }, actions: { toast, created } }),
    { input },
  ).start();
  return { actor, loadProjects, loadPhases, createTreatments, toast, created, driver: createPathDriver(actor, { loadProjects, loadPhases, createTreatments }, {}, { toast, created }) };
}
