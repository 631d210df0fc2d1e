import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { PortfolioDetail } from '../../../src/api/schemas/portfolio.schema';
import { portfolioDetailMachine, type PortfolioDetailInput } from '../../../src/machines/portfolioDetail.machine';
import { controllablePromise } from '../support/controllable';
import { portfolioDetail } from '../support/portfolioFixtures';
import { createPathDriver } from '../support/pathDriver';

export function startPortfolioDetail(input: PortfolioDetailInput = { portfolioId: portfolioDetail.id }) {
  const fetchPortfolio = controllablePromise<PortfolioDetail, { portfolioId: string }>();
  const reportMissing = vi.fn();
  const actor = createActor(portfolioDetailMachine.provide({ actors: { fetchPortfolio: fetchPortfolio.logic }, actions: { reportMissing } }), {
    input,
  }).start();
  // The background refresh is a second invocation of the same fetch.
  return { actor, fetchPortfolio, reportMissing, driver: createPathDriver(actor, { fetchPortfolio, refreshPortfolio: fetchPortfolio }, {}, { reportMissing }) };
}
