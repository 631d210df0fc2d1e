import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { portfolioPaths } from '../../paths/portfolioPaths';
import { portfolioEventPageSchema, type PortfolioEventPage } from '../../schemas/portfolioEvent.schema';

/** GET /portfolios/{id}/events: one page of the activity log, newest first. */
export function fetchPortfolioEventsActor(api: ApiClient) {
  return fromPromise<PortfolioEventPage, { portfolioId: string; page: number; pageSize: number }>(({ input, signal }) =>
    api.request(portfolioPaths.events.url({ pfId: input.portfolioId }), portfolioEventPageSchema, {
      query: { page: input.page, page_size: input.pageSize },
      signal,
    }),
  );
}
