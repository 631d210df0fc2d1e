import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { WorkPlanDetail, WorkPlanInput } from '../../../src/api/schemas/workPlan.schema';
import { createWorkPlanMachine, NAME_CHECK_DEBOUNCE_MS } from '../../../src/machines/createWorkPlan.machine';
import { portfolio } from '../support/fixtures';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

/** The Create Work Plan machine with calls that wait for the test; needs fake timers for the name check's pause. */
export function startCreateWorkPlan(input: { portfolioId: string } = { portfolioId: portfolio.id }) {
  const createWorkPlan = controllablePromise<WorkPlanDetail, { portfolioId: string; workPlan: WorkPlanInput }>();
  const checkWorkPlanName = controllablePromise<boolean, { portfolioId: string; name: string }>();
  const effects = { notifyCreated: vi.fn(), reportCreated: vi.fn(), openWorkPlan: vi.fn() };
  const actor = createActor(
    createWorkPlanMachine.provide({ actors: { createWorkPlan: createWorkPlan.logic, checkWorkPlanName: checkWorkPlanName.logic }, actions: effects }),
    { input },
  ).start();
  return {
    actor,
    createWorkPlan,
    checkWorkPlanName,
    ...effects,
    driver: createPathDriver(actor, { createWorkPlan, checkWorkPlanName }, { nameCheckDebounce: NAME_CHECK_DEBOUNCE_MS }, effects),
  };
}
