import { createActor } from 'xstate';
import type { AdvancedComparison } from '../../../src/api/schemas/advancedAnalysis.schema';
import type { SimulationPage } from '../../../src/api/schemas/simulation.schema';
import { advancedComparisonMachine, type AdvancedComparisonInput, type ComparisonQuery } from '../../../src/machines/advancedComparison.machine';
import type { WorkspaceSimulationsQuery } from '../../../src/machines/workspaceSimulations.machine';
import { COMPARISON_WORKSPACE_ID, CURRENT_SIMULATION_ID } from '../support/analysisFixtures';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

/** The comparison machine with an API that answers when the test says. */
export function startAdvancedComparison(input: AdvancedComparisonInput = { workspaceId: COMPARISON_WORKSPACE_ID, simulationId: CURRENT_SIMULATION_ID, filters: {} }) {
  const fetchSimulations = controllablePromise<SimulationPage, WorkspaceSimulationsQuery>();
  const fetchComparison = controllablePromise<AdvancedComparison, ComparisonQuery>();
  const actor = createActor(advancedComparisonMachine.provide({ actors: { fetchSimulations: fetchSimulations.logic, fetchComparison: fetchComparison.logic } }), { input }).start();
  const driver = createPathDriver(actor, { fetchSimulations, fetchComparison });
  return { actor, fetchSimulations, fetchComparison, driver };
}
