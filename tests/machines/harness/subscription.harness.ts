import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { Subscription } from '../../../src/api/schemas/subscription.schema';
import { subscriptionMachine } from '../../../src/machines/subscription.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

export function startSubscription() {
  const fetchSubscription = controllablePromise<Subscription>();
  const linkSubscription = controllablePromise<Subscription, { subscriptionId: string }>();
  const announcedLinks = vi.fn();
  const actor = createActor(
    subscriptionMachine.provide({ actors: { fetchSubscription: fetchSubscription.logic, linkSubscription: linkSubscription.logic } }),
  );
  actor.on('subscription.linked', announcedLinks);
  actor.start();
  return {
    actor,
    fetchSubscription,
    linkSubscription,
    announcedLinks,
    driver: createPathDriver(actor, { fetchSubscription, linkSubscription }),
  };
}
