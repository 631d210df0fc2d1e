import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { SimulationSetup, SimulationSetupInput } from '../api/actors/simulations/fetchSimulationSetup.actor';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

export type SimulationSetupContext = SimulationSetupInput & {
  setup: SimulationSetup | null;
  failure: ApiFailure | null;
};

export type SimulationSetupEvent = { type: 'setup.retry' };

/**
 * What the simulation's settings tab shows beside the simulation (SPEC 2 "Simulation detail"): its
 * workspace's status, priority and field lists, and the model and strategy of the settings version
 * it runs on. They load when the tab opens; a failure offers Retry.
 */
export const simulationSetupMachine = setup({
  types: {
    context: {} as SimulationSetupContext,
    events: {} as SimulationSetupEvent,
    input: {} as SimulationSetupInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchSetup: fromPromise<SimulationSetup, SimulationSetupInput>(notProvided('fetchSetup')),
  },
  actions: {
    storeSetup: assign({ setup: (_, loaded: SimulationSetup) => loaded, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
}).createMachine({
  id: 'simulationSetup',
  context: ({ input }) => ({ ...input, setup: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchSetup',
        src: 'fetchSetup',
        input: ({ context }) => ({ workspaceId: context.workspaceId, settingsId: context.settingsId, version: context.version }),
        onDone: { target: 'shown', actions: { type: 'storeSetup', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    shown: {},
    failed: {
      tags: 'error',
      on: { 'setup.retry': 'loading' },
    },
  },
});
