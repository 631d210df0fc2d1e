import { fromPromise } from 'xstate';
import type { Details, SaveDetailsInput } from '../../../machines/detailsForm.machine';
import type { ApiClient } from '../../client';
import { workPlanPaths } from '../../paths/workPlanPaths';
import { workPlanDetailSchema } from '../../schemas/workPlan.schema';

/** PATCH /work-plans/{id} with the name and the description; it answers the whole plan, whose details the form keeps. */
export function updateWorkPlanActor(api: ApiClient) {
  return fromPromise<Details, SaveDetailsInput>(({ input, signal }) =>
    api.request(workPlanPaths.update.url({ wpId: input.id }), workPlanDetailSchema, { method: 'PATCH', body: input.changes, signal }),
  );
}
