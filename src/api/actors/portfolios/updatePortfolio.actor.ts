import { fromPromise } from 'xstate';
import type { Details, SaveDetailsInput } from '../../../machines/detailsForm.machine';
import type { ApiClient } from '../../client';
import { portfolioPaths } from '../../paths/portfolioPaths';
import { portfolioDetailSchema } from '../../schemas/portfolio.schema';

/** PUT /portfolios/{id} with both the name and the description; it answers the whole portfolio, which the details form publishes. */
export function updatePortfolioActor(api: ApiClient) {
  return fromPromise<Details, SaveDetailsInput>(({ input, signal }) =>
    api.request(portfolioPaths.update.url({ pfId: input.id }), portfolioDetailSchema, { method: 'PUT', body: input.changes, signal }),
  );
}
