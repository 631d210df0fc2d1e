import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { collectionPaths } from '../../paths/collectionPaths';
import { workPlanPageSchema, type WorkPlanPage } from '../../schemas/workPlan.schema';

type WorkPlanListQuery = { page: number; page_size: number };

/** GET /work-plans: one page of the work plans of the user's licensed portfolios, most recently updated first. */
export function fetchWorkPlansActor(api: ApiClient) {
  return fromPromise<WorkPlanPage, WorkPlanListQuery>(({ input, signal }) =>
    api.request(collectionPaths.workPlans.url(), workPlanPageSchema, { query: input, signal }),
  );
}
