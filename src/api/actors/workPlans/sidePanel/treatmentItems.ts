import { z } from 'zod';
import type { ApiClient } from '../../../client';
import { projectPaths } from '../../../paths/projectPaths';
import { treatmentListSchema, treatmentSchema, type CustomTreatmentCreate, type Treatment, type TreatmentUpdate } from '../../../schemas/project.schema';

type TreatmentKey = { workPlanId: string; phaseId: string };

/** GET /v5/project-phase-treatment/{wpId}/{phaseId}: the phase's treatments. */
export const fetchTreatments = async (api: ApiClient, { workPlanId, phaseId }: TreatmentKey, signal: AbortSignal): Promise<Treatment[]> =>
  (await api.request(projectPaths.treatments.url({ wpId: workPlanId, phaseId }), treatmentListSchema, { signal })).contents;

/** GET /v5/project-phase-treatment/{wpId}/{phaseId}/{treatmentId}. */
export const fetchTreatment = (api: ApiClient, { workPlanId, phaseId }: TreatmentKey, treatmentId: string, signal: AbortSignal): Promise<Treatment> =>
  api.request(projectPaths.treatment.url({ wpId: workPlanId, phaseId, treatmentId }), treatmentSchema, { signal });

/** POST /v5/project-phase-treatment/{wpId}/{phaseId}/custom: a custom treatment of an imported asset into the phase the body names. */
export const createCustomTreatment = (api: ApiClient, workPlanId: string, body: CustomTreatmentCreate, signal: AbortSignal): Promise<Treatment> =>
  api.request(projectPaths.customTreatmentCreate.url({ wpId: workPlanId, phaseId: body.phase_id }), treatmentSchema, { method: 'POST', body, signal });

/** PUT …/{treatmentId}: its date (within the phase) and its cost variation. */
export const updateTreatment = (api: ApiClient, { workPlanId, phaseId }: TreatmentKey, treatmentId: string, body: TreatmentUpdate, signal: AbortSignal): Promise<Treatment> =>
  api.request(projectPaths.treatmentUpdate.url({ wpId: workPlanId, phaseId, treatmentId }), treatmentSchema, { method: 'PUT', body, signal });

/** DELETE …/{treatmentId}: the treatment leaves the phase; a proposed one can be planned again. */
export const deleteTreatment = async (api: ApiClient, { workPlanId, phaseId }: TreatmentKey, treatmentId: string, signal: AbortSignal): Promise<void> => {
  await api.request(projectPaths.treatmentDelete.url({ wpId: workPlanId, phaseId, treatmentId }), z.undefined(), { method: 'DELETE', signal });
};
