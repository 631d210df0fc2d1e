import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { reportPaths } from '../../paths/reportPaths';
import { reportListSchema, type Report } from '../../schemas/report.schema';

/** GET /portfolios/{pfId}/reports: every workspace's and simulation's reports of the portfolio. */
export function fetchPortfolioReportsActor(api: ApiClient) {
  return fromPromise<Report[], { portfolioId: string }>(async ({ input, signal }) =>
    (await api.request(reportPaths.portfolioReports.url({ pfId: input.portfolioId }), reportListSchema, { signal })).contents,
  );
}
