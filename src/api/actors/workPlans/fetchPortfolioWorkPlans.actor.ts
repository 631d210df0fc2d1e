import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { workPlanPaths } from '../../paths/workPlanPaths';
import { workPlanPageSchema, type WorkPlanPage } from '../../schemas/workPlan.schema';

type WorkPlanListQuery = { page: number; page_size: number };

/** GET /portfolios/{id}/work-plans: one page of the portfolio's work plans (its Work Plans tab). */
export function fetchPortfolioWorkPlansActor(api: ApiClient) {
  return fromPromise<WorkPlanPage, { portfolioId: string } & WorkPlanListQuery>(({ input: { portfolioId, ...query }, signal }) =>
    api.request(workPlanPaths.list.url({ pfId: portfolioId }), workPlanPageSchema, { query, signal }),
  );
}
