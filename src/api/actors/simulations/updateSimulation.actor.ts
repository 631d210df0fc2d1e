import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { simulationPaths } from '../../paths/simulationPaths';
import { simulationDetailSchema, type SimulationDetail, type SimulationUpdate } from '../../schemas/simulation.schema';

/** PUT /simulations/{simId} with the planner's fields; it answers the whole simulation. */
export function updateSimulationActor(api: ApiClient) {
  return fromPromise<SimulationDetail, { id: string; changes: SimulationUpdate }>(({ input, signal }) =>
    api.request(simulationPaths.update.url({ simId: input.id }), simulationDetailSchema, { method: 'PUT', body: input.changes, signal }),
  );
}
