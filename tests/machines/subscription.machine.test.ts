import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { subscriptionMachine } from '../../src/machines/subscription.machine';
import { startSubscription } from './harness/subscription.harness';
import { settle } from './support/controllable';
import { apiError, subscription } from './support/fixtures';

type Snapshot = SnapshotFrom<typeof subscriptionMachine>;

/** The state flags of SPEC 3 "Subscription", read the way the views read them. */
const flags = (snapshot: Snapshot) => ({
  loading: snapshot.hasTag('busy'),
  linking: snapshot.hasTag('linking'),
  linked: snapshot.hasTag('linked'),
});

const linkedSubscription = { ...subscription, subscription_id: 'HZN-COR-3190', plan: 'Core' as const };

describe('subscription machine: fetch', () => {
  it('is loading at first', () => {
    const { actor } = startSubscription();
    expect(flags(actor.getSnapshot())).toEqual({ loading: true, linking: false, linked: false });
  });

  it('fetch success clears loading and stores the subscription', async () => {
    const { actor, fetchSubscription } = startSubscription();
    fetchSubscription.resolve(subscription);
    await settle();
    expect(flags(actor.getSnapshot()).loading).toBe(false);
    expect(actor.getSnapshot().context.subscription).toEqual(subscription);
  });

  it('a 404 clears the subscription and loading', async () => {
    const { actor, fetchSubscription } = startSubscription();
    fetchSubscription.resolve(subscription);
    await settle();
    actor.send({ type: 'subscription.refresh' });
    expect(flags(actor.getSnapshot()).loading).toBe(true);
    fetchSubscription.reject(apiError(404));
    await settle();
    expect(actor.getSnapshot().matches({ fetch: 'absent' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ subscription: null, failure: null });
    expect(flags(actor.getSnapshot()).loading).toBe(false);
  });

  it.each([500, 503, 0])('a failure (%i) clears loading, keeps what was stored and records why', async (status) => {
    const { actor, fetchSubscription } = startSubscription();
    fetchSubscription.resolve(subscription);
    await settle();
    actor.send({ type: 'subscription.refresh' });
    fetchSubscription.reject(apiError(status));
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('error')).toBe(true);
    expect(flags(snapshot).loading).toBe(false);
    expect(snapshot.context.subscription).toEqual(subscription);
    expect(snapshot.context.failure).toEqual({ status, message: `HTTP ${status}` });
  });

  it('refreshes from every resting state', async () => {
    const { actor, fetchSubscription } = startSubscription();
    for (const outcome of [() => fetchSubscription.reject(apiError(404)), () => fetchSubscription.reject(apiError(500)), () => fetchSubscription.resolve(subscription)]) {
      outcome();
      await settle();
      actor.send({ type: 'subscription.refresh' });
      expect(flags(actor.getSnapshot()).loading).toBe(true);
    }
    expect(fetchSubscription.calls).toHaveLength(4);
  });
});

describe('subscription machine: link', () => {
  it('link request sets linking and clears linked; success clears linking, stores and sets linked', async () => {
    const { actor, fetchSubscription, linkSubscription, announcedLinks } = startSubscription();
    fetchSubscription.reject(apiError(404));
    await settle();
    actor.send({ type: 'subscription.link', subscriptionId: 'HZN-COR-3190' });
    expect(flags(actor.getSnapshot())).toEqual({ loading: false, linking: true, linked: false });
    expect(linkSubscription.lastInput).toEqual({ subscriptionId: 'HZN-COR-3190' });
    linkSubscription.resolve(linkedSubscription);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(flags(snapshot)).toEqual({ loading: false, linking: false, linked: true });
    expect(snapshot.context.subscription).toEqual(linkedSubscription);
    expect(snapshot.matches({ fetch: 'loaded', link: 'linked' })).toBe(true);
    expect(announcedLinks).toHaveBeenCalledExactlyOnceWith({ type: 'subscription.linked', subscription: linkedSubscription });

    actor.send({ type: 'subscription.link', subscriptionId: 'HZN-ENT-2041' });
    expect(flags(actor.getSnapshot())).toEqual({ loading: false, linking: true, linked: false });
  });

  it('link failure clears linking, linked stays false and the subscription is kept', async () => {
    const { actor, fetchSubscription, linkSubscription, announcedLinks } = startSubscription();
    fetchSubscription.resolve(subscription);
    await settle();
    actor.send({ type: 'subscription.link', subscriptionId: 'HZN-ESS-5599' });
    linkSubscription.reject(apiError(400, 'Invalid Subscription.'));
    await settle();
    const snapshot = actor.getSnapshot();
    expect(flags(snapshot)).toEqual({ loading: false, linking: false, linked: false });
    expect(snapshot.hasTag('linkFailed')).toBe(true);
    expect(snapshot.context).toMatchObject({ subscription, linkFailure: { status: 400, message: 'Invalid Subscription.' } });
    expect(announcedLinks).not.toHaveBeenCalled();

    actor.send({ type: 'subscription.link', subscriptionId: 'HZN-COR-3190' });
    expect(actor.getSnapshot().context.linkFailure).toBeNull();
  });

  it('a link under way ignores a second request', async () => {
    const { actor, linkSubscription } = startSubscription();
    actor.send({ type: 'subscription.link', subscriptionId: 'HZN-COR-3190' });
    actor.send({ type: 'subscription.link', subscriptionId: 'HZN-COR-3107' });
    await settle();
    expect(linkSubscription.calls).toHaveLength(1);
  });

  it('a link answered while a fetch is under way wins over the older fetch', async () => {
    const { actor, fetchSubscription, linkSubscription } = startSubscription();
    actor.send({ type: 'subscription.link', subscriptionId: 'HZN-COR-3190' });
    linkSubscription.resolve(linkedSubscription);
    await settle();
    expect(fetchSubscription.calls[0]?.aborted).toBe(true);
    expect(actor.getSnapshot().context.subscription).toEqual(linkedSubscription);
    expect(flags(actor.getSnapshot()).loading).toBe(false);
  });
});
