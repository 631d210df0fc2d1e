import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { simulationPaths } from '../../paths/simulationPaths';
import { taskSchema, type Task } from '../../schemas/task.schema';

/** POST /tasks/{taskId}/requests {type: 'cancel'}: stops a run that has not finished. */
export function cancelTaskActor(api: ApiClient) {
  return fromPromise<Task, { taskId: string }>(({ input, signal }) =>
    api.request(simulationPaths.taskRequest.url({ taskId: input.taskId }), taskSchema, { method: 'POST', body: { type: 'cancel' }, signal }),
  );
}
