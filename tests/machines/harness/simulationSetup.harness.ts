import { createActor } from 'xstate';
import type { SimulationSetup, SimulationSetupInput } from '../../../src/api/actors/simulations/fetchSimulationSetup.actor';
import { simulationSetupMachine } from '../../../src/machines/simulationSetup.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { simulationDetail } from '../support/simulationFixtures';

export const simulationSetupInput: SimulationSetupInput = {
  workspaceId: simulationDetail.workspace_id,
  settingsId: simulationDetail.simulation_settings_id,
  version: simulationDetail.simulation_settings_version,
};

export function startSimulationSetup(input: SimulationSetupInput = simulationSetupInput) {
  const fetchSetup = controllablePromise<SimulationSetup, SimulationSetupInput>();
  const actor = createActor(simulationSetupMachine.provide({ actors: { fetchSetup: fetchSetup.logic } }), { input }).start();
  return { actor, fetchSetup, driver: createPathDriver(actor, { fetchSetup }) };
}
