import { connectivityMachine } from '../../../src/machines/connectivity.machine';
import { ANY } from '../support/modelExpectations';
import { machineModel } from '../support/modelPaths';

/**
 * SPEC 4 "Maintenance, update, offline" and SPEC 8 "Banners": the offline banner shows while
 * connectivity polling fails. The service is probed every 30 s while it answers and every 5 s once
 * it stopped; the browser going offline needs no probe, and a hint of change probes at once.
 */
export const connectivityModel = machineModel({
  name: 'connectivity',
  machine: connectivityMachine,
  starts: [
    {
      label: 'app started',
      input: { pollIntervalMs: 30_000, retryIntervalMs: 5_000 },
      state: 'online.waiting',
      context: { pollIntervalMs: 30_000, retryIntervalMs: 5_000 },
    },
  ],
  events: {
    '30 s pass': { type: 'xstate.after.pollInterval.connectivity.online.waiting' },
    '5 s pass': { type: 'xstate.after.retryInterval.connectivity.offline.waiting' },
    'the service answers': { type: 'xstate.done.actor.probe' },
    'the service does not answer': { type: 'xstate.error.actor.probe', error: new Error('Failed to fetch') },
    'the browser goes offline': { type: 'connectivity.lost' },
    'the browser is back online or a call got no answer': { type: 'connectivity.check' },
  },
  states: {
    [ANY]: { invoked: { watchNetwork: undefined } },
    online: { says: 'no offline banner' },
    'online.waiting': { says: 'next probe in 30 s' },
    'online.probing': { says: 'probing the service', invoked: { probe: undefined } },
    offline: { says: '"You\'re currently offline, some features will not work properly."', tags: ['offline'] },
    'offline.waiting': { says: 'next probe in 5 s' },
    'offline.probing': { says: 'probing the service', invoked: { probe: undefined } },
  },
  transitions: {
    online: { 'the browser goes offline': 'offline.waiting', 'the browser is back online or a call got no answer': 'online.probing' },
    'online.waiting': { '30 s pass': 'online.probing' },
    'online.probing': { 'the service answers': 'online.waiting', 'the service does not answer': 'offline.waiting' },
    offline: { 'the browser is back online or a call got no answer': 'offline.probing' },
    'offline.waiting': { '5 s pass': 'offline.probing' },
    'offline.probing': { 'the service answers': 'online.waiting', 'the service does not answer': 'offline.waiting' },
  },
});
