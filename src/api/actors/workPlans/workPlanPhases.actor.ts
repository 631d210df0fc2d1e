import { fromPromise } from 'xstate';
import { z } from 'zod';
import type { ApiClient } from '../../client';
import { projectPaths } from '../../paths/projectPaths';
import { phaseListSchema, phaseSchema, type Phase, type PhaseInput } from '../../schemas/project.schema';

type ProjectRef = { workPlanId: string; projectId: string };
type PhaseRef = ProjectRef & { phaseId: string };

/** GET /v5/project-phase/{wpId}/{projectId}: the project's phases in order. */
export function fetchPhasesActor(api: ApiClient) {
  return fromPromise<Phase[], ProjectRef>(async ({ input, signal }) => {
    const { contents } = await api.request(projectPaths.phases.url({ wpId: input.workPlanId, projectId: input.projectId }), phaseListSchema, { signal });
    return contents;
  });
}

/** GET /v5/project-phase/{wpId}/{projectId}/{phaseId}. */
export function fetchPhaseActor(api: ApiClient) {
  return fromPromise<Phase, PhaseRef>(({ input, signal }) =>
    api.request(projectPaths.phase.url({ wpId: input.workPlanId, projectId: input.projectId, phaseId: input.phaseId }), phaseSchema, { signal }),
  );
}

/** POST /v5/project-phase/{wpId}/{projectId}. */
export function createPhaseActor(api: ApiClient) {
  return fromPromise<Phase, ProjectRef & { phase: PhaseInput }>(({ input, signal }) =>
    api.request(projectPaths.phaseCreate.url({ wpId: input.workPlanId, projectId: input.projectId }), phaseSchema, { method: 'POST', body: input.phase, signal }),
  );
}

/** PUT /v5/project-phase/{wpId}/{projectId}/{phaseId}. */
export function updatePhaseActor(api: ApiClient) {
  return fromPromise<Phase, PhaseRef & { phase: PhaseInput }>(({ input, signal }) =>
    api.request(projectPaths.phaseUpdate.url({ wpId: input.workPlanId, projectId: input.projectId, phaseId: input.phaseId }), phaseSchema, {
      method: 'PUT',
      body: input.phase,
      signal,
    }),
  );
}

/** DELETE /v5/project-phase/{wpId}/{projectId}/{phaseId}: permanent (SPEC 5). */
export function deletePhaseActor(api: ApiClient) {
  return fromPromise<void, PhaseRef>(async ({ input, signal }) => {
    await api.request(projectPaths.phaseDelete.url({ wpId: input.workPlanId, projectId: input.projectId, phaseId: input.phaseId }), z.undefined(), { method: 'DELETE', signal });
  });
}

/** PUT /v5/project-phase/{wpId}/{projectId}/order: every phase of the project in its new order. */
export function reorderPhasesActor(api: ApiClient) {
  return fromPromise<Phase[], ProjectRef & { ids: string[] }>(async ({ input, signal }) => {
    const { contents } = await api.request(projectPaths.phaseOrder.url({ wpId: input.workPlanId, projectId: input.projectId }), phaseListSchema, {
      method: 'PUT',
      body: { ids: input.ids },
      signal,
    });
    return contents;
  });
}
