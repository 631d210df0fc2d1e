import { fromPromise } from 'xstate';
import { z } from 'zod';
import type { ApiClient } from '../../client';
import { dataSourcePaths } from '../../paths/dataSourcePaths';
import { projectPaths } from '../../paths/projectPaths';
import { treatmentListSchema, treatmentSchema, type Treatment, type TreatmentsCreate, type TreatmentUpdate } from '../../schemas/project.schema';
import { proposedTreatmentItemSchema, workPlanAssetItemSchema, type ProposedTreatmentItem, type WorkPlanAssetItem } from '../../schemas/workPlanItem.schema';

type PhaseRef = { workPlanId: string; phaseId: string };
type TreatmentRef = PhaseRef & { treatmentId: string };

/** GET /v5/project-phase-treatment/{wpId}/{phaseId}: the phase's treatments. */
export function fetchTreatmentsActor(api: ApiClient) {
  return fromPromise<Treatment[], PhaseRef>(async ({ input, signal }) => {
    const { contents } = await api.request(projectPaths.treatments.url({ wpId: input.workPlanId, phaseId: input.phaseId }), treatmentListSchema, { signal });
    return contents;
  });
}

/** GET /v5/project-phase-treatment/{wpId}/{phaseId}/{treatmentId}. */
export function fetchTreatmentActor(api: ApiClient) {
  return fromPromise<Treatment, TreatmentRef>(({ input, signal }) =>
    api.request(projectPaths.treatment.url({ wpId: input.workPlanId, phaseId: input.phaseId, treatmentId: input.treatmentId }), treatmentSchema, { signal }),
  );
}

/** PUT /v5/project-phase-treatment/{wpId}/{phaseId}/{treatmentId}: its date and variation (a custom one's name and cost too). */
export function updateTreatmentActor(api: ApiClient) {
  return fromPromise<Treatment, TreatmentRef & { treatment: TreatmentUpdate }>(({ input, signal }) =>
    api.request(projectPaths.treatmentUpdate.url({ wpId: input.workPlanId, phaseId: input.phaseId, treatmentId: input.treatmentId }), treatmentSchema, {
      method: 'PUT',
      body: input.treatment,
      signal,
    }),
  );
}

/** DELETE …/{treatmentId}: a custom treatment is gone for good; a proposed one returns to the Builder unplanned. */
export function deleteTreatmentActor(api: ApiClient) {
  return fromPromise<void, TreatmentRef>(async ({ input, signal }) => {
    await api.request(projectPaths.treatmentDelete.url({ wpId: input.workPlanId, phaseId: input.phaseId, treatmentId: input.treatmentId }), z.undefined(), {
      method: 'DELETE',
      signal,
    });
  });
}

/** POST /v5/project-phase-treatment/{wpId}/{phaseId}: the Create Treatment form (SPEC 2: Phase, Date, Create). */
export function createTreatmentsActor(api: ApiClient) {
  return fromPromise<Treatment[], { workPlanId: string; treatments: TreatmentsCreate }>(async ({ input, signal }) => {
    const { contents } = await api.request(projectPaths.treatmentsCreate.url({ wpId: input.workPlanId, phaseId: input.treatments.phase_id }), treatmentListSchema, {
      method: 'POST',
      body: input.treatments,
      signal,
    });
    return contents;
  });
}

/** GET /v5/assets/{wpId}/item/{assetKey}: the side panel's asset_details. */
export function fetchWorkPlanAssetActor(api: ApiClient) {
  return fromPromise<WorkPlanAssetItem, { workPlanId: string; assetKey: string }>(({ input, signal }) =>
    api.request(dataSourcePaths.assetItem.url({ wpId: input.workPlanId, assetKey: input.assetKey }), workPlanAssetItemSchema, { signal }),
  );
}

/** GET /v5/project-phase-treatment/{wpId}/proposed/{proposedId}: the side panel's unlinked_treatment_details. */
export function fetchProposedTreatmentActor(api: ApiClient) {
  return fromPromise<ProposedTreatmentItem, { workPlanId: string; proposedId: string }>(({ input, signal }) =>
    api.request(projectPaths.proposed.url({ wpId: input.workPlanId, proposedId: input.proposedId }), proposedTreatmentItemSchema, { signal }),
  );
}
