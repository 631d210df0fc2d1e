import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { portfolioPaths } from '../../paths/portfolioPaths';
import { portfolioDetailSchema } from '../../schemas/portfolio.schema';
import type { Plan } from '../../schemas/subscription.schema';

/** GET /portfolios/{pfId}, read for its plan: the simulation's report tabs depend on it (SPEC 2). */
export function fetchPortfolioPlanActor(api: ApiClient) {
  return fromPromise<Plan, { portfolioId: string }>(async ({ input, signal }) => {
    const portfolio = await api.request(portfolioPaths.get.url({ pfId: input.portfolioId }), portfolioDetailSchema, { signal });
    return portfolio.plan;
  });
}
