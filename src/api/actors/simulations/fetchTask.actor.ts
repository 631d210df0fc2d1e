import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { simulationPaths } from '../../paths/simulationPaths';
import { taskSchema, type Task } from '../../schemas/task.schema';

/** GET /tasks/{taskId}: one run, with who started it. */
export function fetchTaskActor(api: ApiClient) {
  return fromPromise<Task, { taskId: string }>(({ input, signal }) => api.request(simulationPaths.task.url({ taskId: input.taskId }), taskSchema, { signal }));
}
