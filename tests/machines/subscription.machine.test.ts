import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { startSubscription } from './harness/subscription.harness';
import { apiError, subscription } from './support/fixtures';

describe('subscription machine', () => {
  it('is loading at first, then stores the subscription', async () => {
    const { actor, fetchSubscription } = startSubscription();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    fetchSubscription.resolve(subscription);
    const snapshot = await waitFor(actor, (current) => current.matches('loaded'));
    expect(snapshot.context.subscription).toEqual(subscription);
    expect(snapshot.hasTag('busy')).toBe(false);
  });

  it.each([
    [404, 'absent', null],
    [500, 'failed', { status: 500, message: 'HTTP 500' }],
    [0, 'failed', { status: 0, message: 'HTTP 0' }],
  ] as const)('a %i clears the subscription and rests in %s', async (status, state, failure) => {
    const { actor, fetchSubscription } = startSubscription();
    fetchSubscription.reject(apiError(status));
    const snapshot = await waitFor(actor, (current) => current.matches(state));
    expect(snapshot.context).toEqual({ subscription: null, failure });
  });

  it('refreshes after a 404', async () => {
    const { actor, fetchSubscription } = startSubscription();
    fetchSubscription.reject(apiError(404));
    await waitFor(actor, (current) => current.matches('absent'));
    actor.send({ type: 'subscription.refresh' });
    fetchSubscription.resolve(subscription);
    await waitFor(actor, (current) => current.matches('loaded'));
  });
});
