import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { PortfolioListQuery, PortfolioPage } from '../../../src/api/schemas/portfolio.schema';
import { portfolioListMachine, type PortfolioListInput } from '../../../src/machines/portfolioList.machine';
import { SEARCH_DEBOUNCE_MS } from '../../../src/machines/searchDebounce';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

/** The portfolio list machine with a fetch that waits for the test; needs fake timers for the debounce. */
export function startPortfolioList(input: PortfolioListInput = {}) {
  const fetchPortfolios = controllablePromise<PortfolioPage, PortfolioListQuery>();
  const syncQuery = vi.fn();
  const reportFailure = vi.fn();
  const actor = createActor(
    portfolioListMachine.provide({
      actors: { fetchPortfolios: fetchPortfolios.logic },
      actions: { syncQuery, reportFailure },
    }),
    { input },
  ).start();
  const driver = createPathDriver(actor, { fetchPortfolios }, { searchDebounce: SEARCH_DEBOUNCE_MS }, { syncQuery, reportFailure });
  return { actor, fetchPortfolios, syncQuery, reportFailure, driver };
}
