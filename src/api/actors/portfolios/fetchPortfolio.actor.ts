import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { portfolioDetailSchema, type PortfolioDetail } from '../../schemas/portfolio.schema';

export function fetchPortfolioActor(api: ApiClient) {
  return fromPromise<PortfolioDetail, { portfolioId: string }>(({ input, signal }) =>
    api.request(`/portfolios/${input.portfolioId}`, portfolioDetailSchema, { signal }),
  );
}
