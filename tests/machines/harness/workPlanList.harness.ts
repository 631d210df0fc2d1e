import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { WorkPlanPage } from '../../../src/api/schemas/workPlan.schema';
import { workPlanListMachine, type WorkPlanListInput, type WorkPlanListQuery } from '../../../src/machines/workPlanList.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

/** The work plan list machine with fetches that wait for the test. */
export function startWorkPlanList(input: WorkPlanListInput = {}) {
  const fetchWorkPlans = controllablePromise<WorkPlanPage, WorkPlanListQuery>();
  const fetchPortfolioWorkPlans = controllablePromise<WorkPlanPage, { portfolioId: string } & WorkPlanListQuery>();
  const syncQuery = vi.fn();
  const reportFailure = vi.fn();
  const actor = createActor(
    workPlanListMachine.provide({
      actors: { fetchWorkPlans: fetchWorkPlans.logic, fetchPortfolioWorkPlans: fetchPortfolioWorkPlans.logic },
      actions: { syncQuery, reportFailure },
    }),
    { input },
  ).start();
  const driver = createPathDriver(actor, { fetchWorkPlans, fetchPortfolioWorkPlans }, {}, { syncQuery, reportFailure });
  return { actor, fetchWorkPlans, fetchPortfolioWorkPlans, syncQuery, reportFailure, driver };
}
