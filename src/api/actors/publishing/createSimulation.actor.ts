import { fromPromise } from 'xstate';
import type { CreateSimulationInput } from '../../../machines/publishSimulation.machine';
import type { ApiClient } from '../../client';
import { simulationPaths } from '../../paths/simulationPaths';
import { simulationDetailSchema, type SimulationDetail } from '../../schemas/simulation.schema';

/** POST /workspaces/{wsId}/simulations: the simulation on the accepted uploads; the server starts its first run. */
export function createSimulationActor(api: ApiClient) {
  return fromPromise<SimulationDetail, CreateSimulationInput>(({ input, signal }) =>
    api.request(simulationPaths.create.url({ wsId: input.workspaceId }), simulationDetailSchema, { method: 'POST', body: input.simulation, signal }),
  );
}
