import { fromPromise } from 'xstate';
import type { PortfolioListQuery } from '../../../machines/portfolioList.machine';
import type { ApiClient } from '../../client';
import { portfolioPageSchema, type PortfolioPage } from '../../schemas/portfolio.schema';

export function fetchPortfoliosActor(api: ApiClient) {
  return fromPromise<PortfolioPage, PortfolioListQuery>(({ input, signal }) =>
    api.request('/portfolios', portfolioPageSchema, {
      query: { page: input.page, page_size: input.pageSize, filter: input.filter || undefined, sort: input.sort },
      signal,
    }),
  );
}
