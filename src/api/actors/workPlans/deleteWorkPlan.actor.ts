import { fromPromise } from 'xstate';
import { z } from 'zod';
import type { ApiClient } from '../../client';
import { workPlanPaths } from '../../paths/workPlanPaths';

/** DELETE /work-plans/{id} is permanent (SPEC 5); the body repeats the name the user typed. */
export function deleteWorkPlanActor(api: ApiClient) {
  return fromPromise<void, { id: string; confirmName: string }>(async ({ input, signal }) => {
    await api.request(workPlanPaths.delete.url({ wpId: input.id }), z.undefined(), {
      method: 'DELETE',
      body: { confirm_name: input.confirmName },
      signal,
    });
  });
}
