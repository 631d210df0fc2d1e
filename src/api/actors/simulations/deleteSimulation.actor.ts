import { fromPromise } from 'xstate';
import { z } from 'zod';
import type { ApiClient } from '../../client';
import { simulationPaths } from '../../paths/simulationPaths';

/** DELETE /simulations/{simId} is permanent and takes its runs; the body repeats the name the user typed. */
export function deleteSimulationActor(api: ApiClient) {
  return fromPromise<void, { id: string; confirmName: string }>(async ({ input, signal }) => {
    await api.request(simulationPaths.delete.url({ simId: input.id }), z.undefined(), {
      method: 'DELETE',
      body: { confirm_name: input.confirmName },
      signal,
    });
  });
}
