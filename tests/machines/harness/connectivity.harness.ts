import { createActor } from 'xstate';
import { connectivityMachine, type ConnectivityEvent, type ConnectivityInput } from '../../../src/machines/connectivity.machine';
import { controllableCallback, controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

/** The connectivity machine with a probe that waits for the test and a fake network watcher; needs fake timers. */
export function startConnectivity(input: ConnectivityInput = { pollIntervalMs: 30_000, retryIntervalMs: 5_000 }) {
  const probe = controllablePromise<void>();
  const watchNetwork = controllableCallback<ConnectivityEvent>();
  const actor = createActor(connectivityMachine.provide({ actors: { probe: probe.logic, watchNetwork: watchNetwork.logic } }), {
    input,
  }).start();
  const driver = createPathDriver(actor, { probe }, { pollInterval: input.pollIntervalMs, retryInterval: input.retryIntervalMs });
  return { actor, probe, watchNetwork, driver };
}
