import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { collectionPaths } from '../../paths/collectionPaths';
import { simulationPageSchema, type SimulationListQuery, type SimulationPage } from '../../schemas/simulation.schema';

/** GET /simulations: one page of the simulations of every portfolio the user is a member of; empty filters are left out. */
export function fetchSimulationsActor(api: ApiClient) {
  return fromPromise<SimulationPage, SimulationListQuery>(({ input, signal }) =>
    api.request(collectionPaths.simulations.url(), simulationPageSchema, {
      query: {
        page: input.page,
        page_size: input.page_size,
        q: input.q || undefined,
        workspace_id: input.workspace_id || undefined,
        status: input.status || undefined,
        status_item_id: input.status_item_id || undefined,
        priority_item_id: input.priority_item_id || undefined,
      },
      signal,
    }),
  );
}
