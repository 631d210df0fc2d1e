import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { WorkspaceOption } from '../../../src/api/actors/simulations/fetchWorkspaceOptions.actor';
import type { SimulationListQuery, SimulationPage } from '../../../src/api/schemas/simulation.schema';
import { SEARCH_DEBOUNCE_MS } from '../../../src/machines/searchDebounce';
import { simulationListMachine, type SimulationListInput } from '../../../src/machines/simulationList.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

/** The simulation list machine with fetches that wait for the test; needs fake timers for the debounce. */
export function startSimulationList(input: SimulationListInput = {}) {
  const fetchSimulations = controllablePromise<SimulationPage, SimulationListQuery>();
  const fetchWorkspaceOptions = controllablePromise<WorkspaceOption[]>();
  const syncQuery = vi.fn();
  const reportFailure = vi.fn();
  const actor = createActor(
    simulationListMachine.provide({
      actors: { fetchSimulations: fetchSimulations.logic, fetchWorkspaceOptions: fetchWorkspaceOptions.logic },
      actions: { syncQuery, reportFailure },
    }),
    { input },
  ).start();
  // The list's own load and its refresh are one fake: the driver settles whichever runs.
  const driver = createPathDriver(
    actor,
    { fetchSimulations, refreshSimulations: fetchSimulations, fetchWorkspaceOptions },
    { searchDebounce: SEARCH_DEBOUNCE_MS },
    { syncQuery, reportFailure },
  );
  return { actor, fetchSimulations, fetchWorkspaceOptions, syncQuery, reportFailure, driver };
}
