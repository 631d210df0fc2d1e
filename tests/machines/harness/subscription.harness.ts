import { createActor } from 'xstate';
import type { Subscription } from '../../../src/api/schemas/subscription.schema';
import { subscriptionMachine } from '../../../src/machines/subscription.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

export function startSubscription() {
  const fetchSubscription = controllablePromise<Subscription>();
  const actor = createActor(subscriptionMachine.provide({ actors: { fetchSubscription: fetchSubscription.logic } })).start();
  return { actor, fetchSubscription, driver: createPathDriver(actor, { fetchSubscription }) };
}
