import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { simulationPaths } from '../../paths/simulationPaths';
import { simulationDetailSchema, type SimulationDetail } from '../../schemas/simulation.schema';

/** GET /simulations/{simId}: everything the overview, history and settings tabs show. */
export function fetchSimulationActor(api: ApiClient) {
  return fromPromise<SimulationDetail, { simulationId: string }>(({ input, signal }) =>
    api.request(simulationPaths.get.url({ simId: input.simulationId }), simulationDetailSchema, { signal }),
  );
}
