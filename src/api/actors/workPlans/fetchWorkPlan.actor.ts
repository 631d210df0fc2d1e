import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { workPlanPaths } from '../../paths/workPlanPaths';
import { workPlanDetailSchema, type WorkPlanDetail } from '../../schemas/workPlan.schema';

/** GET /work-plans/{id}: the plan, its time frame and what the caller may do with it. */
export function fetchWorkPlanActor(api: ApiClient) {
  return fromPromise<WorkPlanDetail, { workPlanId: string }>(({ input, signal }) =>
    api.request(workPlanPaths.get.url({ wpId: input.workPlanId }), workPlanDetailSchema, { signal }),
  );
}
