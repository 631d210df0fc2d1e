import { z } from 'zod';
import type { ApiClient } from '../../../client';
import { projectPaths } from '../../../paths/projectPaths';
import { phaseListSchema, phaseSchema, type Phase, type PhaseInput } from '../../../schemas/project.schema';

type PhaseKey = { workPlanId: string; projectId: string };

/** GET /v5/project-phase/{wpId}/{projectId}: the project's phases in their order. */
export const fetchPhases = async (api: ApiClient, { workPlanId, projectId }: PhaseKey, signal: AbortSignal): Promise<Phase[]> =>
  (await api.request(projectPaths.phases.url({ wpId: workPlanId, projectId }), phaseListSchema, { signal })).contents;

/** GET /v5/project-phase/{wpId}/{projectId}/{phaseId}. */
export const fetchPhase = (api: ApiClient, { workPlanId, projectId }: PhaseKey, phaseId: string, signal: AbortSignal): Promise<Phase> =>
  api.request(projectPaths.phase.url({ wpId: workPlanId, projectId, phaseId }), phaseSchema, { signal });

/** POST /v5/project-phase/{wpId}/{projectId}: a new phase at the end of the project. */
export const createPhase = (api: ApiClient, { workPlanId, projectId }: PhaseKey, body: PhaseInput, signal: AbortSignal): Promise<Phase> =>
  api.request(projectPaths.phaseCreate.url({ wpId: workPlanId, projectId }), phaseSchema, { method: 'POST', body, signal });

/** PUT /v5/project-phase/{wpId}/{projectId}/{phaseId}. */
export const updatePhase = (api: ApiClient, { workPlanId, projectId }: PhaseKey, phaseId: string, body: PhaseInput, signal: AbortSignal): Promise<Phase> =>
  api.request(projectPaths.phaseUpdate.url({ wpId: workPlanId, projectId, phaseId }), phaseSchema, { method: 'PUT', body, signal });

/** DELETE /v5/project-phase/{wpId}/{projectId}/{phaseId}: permanent, with its treatments (SPEC 5). */
export const deletePhase = async (api: ApiClient, { workPlanId, projectId }: PhaseKey, phaseId: string, signal: AbortSignal): Promise<void> => {
  await api.request(projectPaths.phaseDelete.url({ wpId: workPlanId, projectId, phaseId }), z.undefined(), { method: 'DELETE', signal });
};
