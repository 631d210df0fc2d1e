import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { portfolioPaths } from '../../paths/portfolioPaths';
import { portfolioDetailSchema, type PortfolioDetail, type PortfolioInput } from '../../schemas/portfolio.schema';

/** POST /portfolios: takes one of the subscription's free slots (SPEC 6). */
export function createPortfolioActor(api: ApiClient) {
  return fromPromise<PortfolioDetail, PortfolioInput>(({ input, signal }) =>
    api.request(portfolioPaths.create.url(), portfolioDetailSchema, { method: 'POST', body: input, signal }),
  );
}
