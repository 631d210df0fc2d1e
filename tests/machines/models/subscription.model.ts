import type { ApiFailure } from '../../../src/api/apiError';
import type { Subscription } from '../../../src/api/schemas/subscription.schema';
import { subscriptionMachine } from '../../../src/machines/subscription.machine';
import { apiError, subscription } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';

const linked: Subscription = { ...subscription, subscription_id: 'HZN-COR-3190' };
const LINK = 'the user links HZN-COR-3190';
const linking = { to: 'link.linking', context: { linkFailure: null } };

/**
 * SPEC 4 "Subscription": a fetch sets loading; success stores the subscription, a 404 clears it,
 * another failure ends loading (SPEC 8: a failure state). A link request sets linking and clears
 * linked; success stores the subscription and sets linked; failure clears linking and never links.
 */
export const subscriptionModel = machineModel({
  name: 'subscription',
  machine: subscriptionMachine,
  parallel: true,
  starts: [
    {
      label: 'signed in',
      state: ['fetch.loading', 'link.idle'],
      context: { subscription: null as Subscription | null, failure: null as ApiFailure | null, linkFailure: null as ApiFailure | null },
    },
  ],
  events: {
    [LINK]: { type: 'subscription.link', subscriptionId: 'HZN-COR-3190' },
    'the subscription is refreshed': { type: 'subscription.refresh' },
    'the subscription loads': { type: 'xstate.done.actor.fetchSubscription', output: subscription },
    'the load answers 404': { type: 'xstate.error.actor.fetchSubscription', error: apiError(404) },
    'the load answers 503': { type: 'xstate.error.actor.fetchSubscription', error: apiError(503) },
    'the link succeeds': { type: 'xstate.done.actor.linkSubscription', output: linked },
    'the link is refused "Invalid Subscription."': { type: 'xstate.error.actor.linkSubscription', error: apiError(400, 'Invalid Subscription.') },
  },
  states: {
    'fetch.loading': { says: 'subscription loading', tags: ['busy'], invoked: { fetchSubscription: undefined } },
    'fetch.loaded': { says: ({ subscription }) => `subscription ${subscription?.subscription_id} shown` },
    'fetch.absent': { says: 'no subscription' },
    'fetch.failed': { says: ({ failure }) => `the subscription failed to load (${failure?.status})`, tags: ['error'] },
    'link.idle': { says: 'no link asked' },
    'link.linking': { says: 'linking', tags: ['linking'], invoked: { linkSubscription: { subscriptionId: 'HZN-COR-3190' } } },
    'link.linked': { says: 'linked', tags: ['linked'] },
    'link.linkFailed': { says: ({ linkFailure }) => `link failed: "${linkFailure?.message}"`, tags: ['linkFailed'] },
  },
  transitions: {
    'fetch.loading': {
      'the subscription loads': { to: 'fetch.loaded', context: { subscription, failure: null } },
      'the load answers 404': { to: 'fetch.absent', context: { subscription: null, failure: null } },
      'the load answers 503': { to: 'fetch.failed', context: { failure: { status: 503, message: 'HTTP 503' } } },
    },
    'fetch.loaded': { 'the subscription is refreshed': 'fetch.loading' },
    'fetch.absent': { 'the subscription is refreshed': 'fetch.loading' },
    'fetch.failed': { 'the subscription is refreshed': 'fetch.loading' },
    'link.idle': { [LINK]: linking },
    'link.linked': { [LINK]: linking },
    'link.linkFailed': { [LINK]: linking },
    'link.linking': {
      // The linked subscription is newer than any fetch under way, which is dropped.
      'the link succeeds': {
        to: ['link.linked', 'fetch.loaded'],
        context: { subscription: linked, failure: null },
        emits: [{ type: 'subscription.linked', subscription: linked }],
      },
      'the link is refused "Invalid Subscription."': { to: 'link.linkFailed', context: { linkFailure: { status: 400, message: 'Invalid Subscription.' } } },
    },
  },
});
