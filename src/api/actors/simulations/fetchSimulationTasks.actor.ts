import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { simulationPaths } from '../../paths/simulationPaths';
import { taskListSchema, type Task } from '../../schemas/task.schema';

/** GET /simulations/{simId}/tasks: every run of the simulation, newest first. */
export function fetchSimulationTasksActor(api: ApiClient) {
  return fromPromise<Task[], { simulationId: string }>(async ({ input, signal }) => {
    const { contents } = await api.request(simulationPaths.tasks.url({ simId: input.simulationId }), taskListSchema, { signal });
    // The history reads newest first whatever order the server keeps.
    return [...contents].sort((a, b) => b.created_at.localeCompare(a.created_at));
  });
}
