import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { portfolioEventPageSchema, type PortfolioEventPage } from '../../schemas/portfolioEvent.schema';

/** GET /portfolios/{id}/events: one page of the activity log, newest first. */
export function fetchPortfolioEventsActor(api: ApiClient) {
  return fromPromise<PortfolioEventPage, { portfolioId: string; page: number; pageSize: number }>(({ input, signal }) =>
    api.request(`/portfolios/${input.portfolioId}/events`, portfolioEventPageSchema, {
      query: { page: input.page, page_size: input.pageSize },
      signal,
    }),
  );
}
