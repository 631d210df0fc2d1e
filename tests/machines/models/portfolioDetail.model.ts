import type { ApiFailure } from '../../../src/api/apiError';
import type { PortfolioDetail } from '../../../src/api/schemas/portfolio.schema';
import { portfolioDetailMachine } from '../../../src/machines/portfolioDetail.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { portfolioDetail, renamedPortfolio } from '../support/portfolioFixtures';

const ID = portfolioDetail.id;
const notFound = apiError(404, 'Resource Not Found');
const missing = { to: 'missing', calls: { reportMissing: [notFound] } };

/**
 * SPEC 2 "Portfolio detail" and SPEC 8 "Handling by status" (a 404 goes to the not-found page, here
 * the portfolio's). Once shown, the portfolio is read again in the background when a tab changed it,
 * and the page keeps what it shows if that read fails for another reason.
 */
export const portfolioDetailModel = machineModel({
  name: 'portfolioDetail',
  machine: portfolioDetailMachine,
  starts: [
    {
      label: 'portfolio page opened',
      input: { portfolioId: ID },
      state: 'loading',
      context: { portfolioId: ID, portfolio: null as PortfolioDetail | null, failure: null as ApiFailure | null },
    },
  ],
  events: {
    'the portfolio loads': { type: 'xstate.done.actor.fetchPortfolio', output: portfolioDetail },
    'the load answers 404': { type: 'xstate.error.actor.fetchPortfolio', error: notFound },
    'the load fails with 500': { type: 'xstate.error.actor.fetchPortfolio', error: apiError(500, 'Unexpected error happened.') },
    'the user retries': { type: 'portfolio.retry' },
    'the settings tab saved a new name': { type: 'portfolio.changed', portfolio: renamedPortfolio },
    'a tab changed what the header counts': { type: 'portfolio.refresh' },
    'the background read answers the renamed portfolio': { type: 'xstate.done.actor.refreshPortfolio', output: renamedPortfolio },
    'the background read answers 404': { type: 'xstate.error.actor.refreshPortfolio', error: notFound },
    'the background read gets no answer': { type: 'xstate.error.actor.refreshPortfolio', error: apiError(0, 'Failed to fetch') },
  },
  states: {
    loading: { says: 'the portfolio page loads', tags: ['busy'], invoked: { fetchPortfolio: { portfolioId: ID } } },
    loaded: { says: ({ portfolio }) => `the header shows "${portfolio?.name}"` },
    'loaded.idle': {},
    'loaded.refreshing': { says: 'read again in the background', invoked: { refreshPortfolio: { portfolioId: ID } } },
    missing: { says: 'the portfolio’s not-found page' },
    failed: { says: ({ failure }) => `"${failure?.message}" with Retry`, tags: ['error'] },
  },
  transitions: {
    loading: {
      'the portfolio loads': { to: 'loaded.idle', context: { portfolio: portfolioDetail, failure: null } },
      'the load answers 404': missing,
      'the load fails with 500': { to: 'failed', context: { failure: { status: 500, message: 'Unexpected error happened.' } } },
    },
    failed: { 'the user retries': 'loading' },
    loaded: { 'the settings tab saved a new name': { to: 'loaded.idle', context: { portfolio: renamedPortfolio } } },
    'loaded.idle': { 'a tab changed what the header counts': 'loaded.refreshing' },
    'loaded.refreshing': {
      // A later change may not be in the answer under way: the read starts again.
      'a tab changed what the header counts': 'loaded.refreshing',
      'the background read answers the renamed portfolio': { to: 'loaded.idle', context: { portfolio: renamedPortfolio } },
      'the background read answers 404': missing,
      'the background read gets no answer': 'loaded.idle',
    },
  },
});
