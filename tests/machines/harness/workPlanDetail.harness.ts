import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { WorkPlanDetail } from '../../../src/api/schemas/workPlan.schema';
import { workPlanDetailMachine, type WorkPlanDetailInput } from '../../../src/machines/workPlanDetail.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { workPlanDetail } from '../support/workPlanFixtures';

export function startWorkPlanDetail(input: WorkPlanDetailInput = { workPlanId: workPlanDetail.id }) {
  const fetchWorkPlan = controllablePromise<WorkPlanDetail, { workPlanId: string }>();
  const reportMissing = vi.fn();
  const actor = createActor(workPlanDetailMachine.provide({ actors: { fetchWorkPlan: fetchWorkPlan.logic }, actions: { reportMissing } }), { input }).start();
  return { actor, fetchWorkPlan, reportMissing, driver: createPathDriver(actor, { fetchWorkPlan, refreshWorkPlan: fetchWorkPlan }, {}, { reportMissing }) };
}
