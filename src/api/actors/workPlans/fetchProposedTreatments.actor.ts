import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { workPlanBuilderPaths } from '../../paths/workPlanBuilderPaths';
import { proposedTreatmentPageSchema, type ProposedTreatmentPage } from '../../schemas/workPlanBuilder.schema';
import type { ProposedWindowQuery } from '../../../machines/builderTreatments.machine';

/** GET /v5/project-phase-treatment/{wpId}/proposed: the pivot and a window of one cell's proposed treatments. */
export function fetchProposedTreatmentsActor(api: ApiClient) {
  return fromPromise<ProposedTreatmentPage, ProposedWindowQuery>(({ input, signal }) =>
    api.request(workPlanBuilderPaths.proposed.url({ wpId: input.workPlanId }), proposedTreatmentPageSchema, {
      query: { year: input.year ?? undefined, treatment: input.treatment ?? undefined, offset: input.offset, limit: input.limit },
      signal,
    }),
  );
}
