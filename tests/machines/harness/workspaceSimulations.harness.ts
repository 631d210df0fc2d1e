import { createActor } from 'xstate';
import type { SimulationPage } from '../../../src/api/schemas/simulation.schema';
import { workspaceSimulationsMachine, type WorkspaceSimulationsQuery } from '../../../src/machines/workspaceSimulations.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { workspaceDetail } from '../support/workspaceFixtures';

/** The workspace overview's simulations with a fetch that waits for the test (the first load and the refreshes share it). */
export function startWorkspaceSimulations(input: { workspaceId: string } = { workspaceId: workspaceDetail.id }) {
  const fetchSimulations = controllablePromise<SimulationPage, WorkspaceSimulationsQuery>();
  const actor = createActor(workspaceSimulationsMachine.provide({ actors: { fetchSimulations: fetchSimulations.logic } }), { input }).start();
  const driver = createPathDriver(actor, { fetchSimulations, refreshSimulations: fetchSimulations });
  return { actor, fetchSimulations, driver };
}
