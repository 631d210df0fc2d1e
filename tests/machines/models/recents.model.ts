import type { ApiFailure } from '../../../src/api/apiError';
import { recentsMachine, type RecentList } from '../../../src/machines/recents.machine';
import { apiError, portfolio } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';

const list: RecentList = { kind: 'portfolio', items: [portfolio] };

/** SPEC 2 "Side navigation": a recent panel lists one kind's recent items; a failed load can be retried. */
export const recentsModel = machineModel({
  name: 'recents',
  machine: recentsMachine,
  starts: [
    {
      label: 'Recent Portfolios opened',
      input: { kind: 'portfolio' },
      state: 'loading',
      context: { kind: 'portfolio', list: null as RecentList | null, failure: null as ApiFailure | null },
    },
  ],
  events: {
    'the recent portfolios load': { type: 'xstate.done.actor.fetchRecents', output: list },
    'the load fails with 500': { type: 'xstate.error.actor.fetchRecents', error: apiError(500, 'Unexpected error happened.') },
    'the user retries': { type: 'recents.retry' },
  },
  states: {
    loading: { says: 'skeleton cards while recent portfolios load', tags: ['busy'], invoked: { fetchRecents: { kind: 'portfolio' } } },
    loaded: { says: ({ list }) => `${list?.items.length} recent portfolio card(s)` },
    failed: { says: ({ failure }) => `"${failure?.message}" with Retry`, tags: ['error'] },
  },
  transitions: {
    loading: {
      'the recent portfolios load': { to: 'loaded', context: { list, failure: null } },
      'the load fails with 500': { to: 'failed', context: { failure: { status: 500, message: 'Unexpected error happened.' } } },
    },
    failed: { 'the user retries': 'loading' },
  },
});
