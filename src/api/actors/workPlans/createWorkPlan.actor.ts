import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { workPlanPaths } from '../../paths/workPlanPaths';
import { workPlanDetailSchema, type WorkPlanDetail, type WorkPlanInput } from '../../schemas/workPlan.schema';

/** POST /portfolios/{id}/work-plans: the new plan, with the default time frame, statuses and priorities. */
export function createWorkPlanActor(api: ApiClient) {
  return fromPromise<WorkPlanDetail, { portfolioId: string; workPlan: WorkPlanInput }>(({ input, signal }) =>
    api.request(workPlanPaths.create.url({ pfId: input.portfolioId }), workPlanDetailSchema, { method: 'POST', body: input.workPlan, signal }),
  );
}
