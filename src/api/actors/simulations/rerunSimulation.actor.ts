import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { simulationPaths } from '../../paths/simulationPaths';
import { taskSchema, type Task } from '../../schemas/task.schema';

/** POST /simulations/{simId}/tasks: a new run on the latest versions of the simulation's data and settings. */
export function rerunSimulationActor(api: ApiClient) {
  return fromPromise<Task, { simulationId: string }>(({ input, signal }) =>
    api.request(simulationPaths.rerun.url({ simId: input.simulationId }), taskSchema, { method: 'POST', signal }),
  );
}
