import type { ApiFailure } from '../../../src/api/apiError';
import type { SimulationSetup } from '../../../src/api/actors/simulations/fetchSimulationSetup.actor';
import { simulationSetupMachine } from '../../../src/machines/simulationSetup.machine';
import { simulationSetupInput } from '../harness/simulationSetup.harness';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { simulationSetup } from '../support/simulationFixtures';

type Expected = typeof simulationSetupInput & { setup: SimulationSetup | null; failure: ApiFailure | null };

const unexpected = apiError(500, 'Unexpected error happened.');

/**
 * SPEC 2 "Simulation detail" settings: beside the simulation's own fields, the workspace's status,
 * priority and field lists (SPEC 3 "Workspace" settings) and the model and strategy of the settings
 * version it runs on, read-only. They load when the tab opens; a failure offers Retry.
 */
export const simulationSetupModel = machineModel({
  name: 'simulationSetup',
  machine: simulationSetupMachine,
  starts: [{ label: 'settings tab opened', input: simulationSetupInput, state: 'loading', context: { ...simulationSetupInput, setup: null, failure: null } as Expected }],
  events: {
    'the lists and the model load': { type: 'xstate.done.actor.fetchSetup', output: simulationSetup },
    'they cannot load': { type: 'xstate.error.actor.fetchSetup', error: unexpected },
    'the user retries': { type: 'setup.retry' },
  },
  states: {
    loading: { says: 'a skeleton while the lists and the model load', tags: ['busy'], invoked: { fetchSetup: simulationSetupInput } },
    shown: { says: ({ setup }) => `the form with the workspace's lists, and the model "${setup?.settingsVersion.model_name}"` },
    failed: { says: ({ failure }) => `"${failure?.message}" with Retry`, tags: ['error'] },
  },
  transitions: {
    loading: {
      'the lists and the model load': { to: 'shown', context: { setup: simulationSetup, failure: null } },
      'they cannot load': { to: 'failed', context: { failure: { status: 500, message: 'Unexpected error happened.' } } },
    },
    failed: { 'the user retries': 'loading' },
  },
});
