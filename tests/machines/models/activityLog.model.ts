import type { ApiFailure } from '../../../src/api/apiError';
import type { PortfolioEventPage } from '../../../src/api/schemas/portfolioEvent.schema';
import { activityLogMachine, type ActivityQuery } from '../../../src/machines/activityLog.machine';
import { apiError } from '../support/fixtures';
import { ANY } from '../support/modelExpectations';
import { machineModel } from '../support/modelPaths';
import { eventPage, portfolioDetail } from '../support/portfolioFixtures';

type Expected = { query: ActivityQuery; result: PortfolioEventPage | null; failure: ApiFailure | null };

const ID = portfolioDetail.id;

/** SPEC 2 "Portfolio detail": the Activity Log, a page of 20 entries at a time, newest first; a failed load can be retried. */
export const activityLogModel = machineModel({
  name: 'activityLog',
  machine: activityLogMachine,
  starts: [
    {
      label: 'activities tab opened',
      input: { portfolioId: ID },
      state: 'loading',
      context: { query: { portfolioId: ID, page: 1, pageSize: 20 }, result: null, failure: null } as Expected,
    },
  ],
  events: {
    'the user goes to page 2': { type: 'page.change', page: 2 },
    'the page loads': { type: 'xstate.done.actor.fetchEvents', output: eventPage },
    'the load fails with 500': { type: 'xstate.error.actor.fetchEvents', error: apiError(500, 'Unexpected error happened.') },
    'the user retries': { type: 'log.retry' },
  },
  states: {
    loading: { says: ({ query }) => `page ${query.page} of the log loads`, tags: ['busy'], invoked: ({ query }) => ({ fetchEvents: query }) },
    loaded: { says: ({ result }) => `${result?.contents.length} entr(ies) of ${result?.total_count}, page ${result?.current_page} of ${result?.total_pages}` },
    failed: { says: ({ failure }) => `"${failure?.message}" with Retry`, tags: ['error'] },
  },
  transitions: {
    [ANY]: { 'the user goes to page 2': (context: Expected) => ({ to: 'loading', context: { query: { ...context.query, page: 2 } } }) },
    loading: {
      'the page loads': { to: 'loaded', context: { result: eventPage, failure: null } },
      'the load fails with 500': { to: 'failed', context: { failure: { status: 500, message: 'Unexpected error happened.' } } },
    },
    failed: { 'the user retries': 'loading' },
  },
});
