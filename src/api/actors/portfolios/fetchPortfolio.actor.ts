import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { portfolioPaths } from '../../paths/portfolioPaths';
import { portfolioDetailSchema, type PortfolioDetail } from '../../schemas/portfolio.schema';

export function fetchPortfolioActor(api: ApiClient) {
  return fromPromise<PortfolioDetail, { portfolioId: string }>(({ input, signal }) =>
    api.request(portfolioPaths.get.url({ pfId: input.portfolioId }), portfolioDetailSchema, { signal }),
  );
}
