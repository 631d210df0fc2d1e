import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { portfolioPaths } from '../../paths/portfolioPaths';
import { portfolioDetailSchema, type PortfolioDetail } from '../../schemas/portfolio.schema';

/** POST /portfolios/{id}/logo with the image itself as the body; its type goes as the content type. */
export function uploadPortfolioLogoActor(api: ApiClient) {
  return fromPromise<PortfolioDetail, { portfolioId: string; file: File }>(({ input, signal }) =>
    api.request(portfolioPaths.uploadLogo.url({ pfId: input.portfolioId }), portfolioDetailSchema, { method: 'POST', body: input.file, signal }),
  );
}
