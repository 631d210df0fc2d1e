import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { portfolioPaths } from '../../paths/portfolioPaths';
import { portfolioDetailSchema, type PortfolioDetail, type PortfolioInput } from '../../schemas/portfolio.schema';

export function updatePortfolioActor(api: ApiClient) {
  return fromPromise<PortfolioDetail, { portfolioId: string; changes: PortfolioInput }>(({ input, signal }) =>
    api.request(portfolioPaths.update.url({ pfId: input.portfolioId }), portfolioDetailSchema, { method: 'PUT', body: input.changes, signal }),
  );
}
