import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { portfolioPaths } from '../../paths/portfolioPaths';
import { portfolioPageSchema, type PortfolioListQuery, type PortfolioPage } from '../../schemas/portfolio.schema';

export function fetchPortfoliosActor(api: ApiClient) {
  return fromPromise<PortfolioPage, PortfolioListQuery>(({ input, signal }) =>
    api.request(portfolioPaths.list.url(), portfolioPageSchema, {
      query: { ...input, filter: input.filter || undefined },
      signal,
    }),
  );
}
