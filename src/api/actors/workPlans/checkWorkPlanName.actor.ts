import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { workPlanPaths } from '../../paths/workPlanPaths';
import { workPlanNameCheckSchema } from '../../schemas/workPlan.schema';

/** GET /portfolios/{id}/work-plans/name-check: whether the portfolio already has a plan of that name (SPEC 5's soft warning). */
export function checkWorkPlanNameActor(api: ApiClient) {
  return fromPromise<boolean, { portfolioId: string; name: string }>(async ({ input, signal }) => {
    const answer = await api.request(workPlanPaths.nameCheck.url({ pfId: input.portfolioId }), workPlanNameCheckSchema, { query: { name: input.name }, signal });
    return answer.name_taken;
  });
}
