import { fromPromise } from 'xstate';
import type { WorkspaceSimulationsQuery } from '../../../machines/workspaceSimulations.machine';
import type { ApiClient } from '../../client';
import { simulationPaths } from '../../paths/simulationPaths';
import { simulationPageSchema, type SimulationPage } from '../../schemas/simulation.schema';

/** GET /workspaces/{wsId}/simulations with the overview's filters, the most recently updated first. */
export function fetchWorkspaceSimulationsActor(api: ApiClient) {
  return fromPromise<SimulationPage, WorkspaceSimulationsQuery>(({ input: { workspaceId, ...query }, signal }) =>
    api.request(simulationPaths.workspaceList.url({ wsId: workspaceId }), simulationPageSchema, { query, signal }),
  );
}
