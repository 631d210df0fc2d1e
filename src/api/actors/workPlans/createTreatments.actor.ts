import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { projectPaths } from '../../paths/projectPaths';
import { phaseListSchema, projectListSchema, treatmentListSchema, type Phase, type Project, type Treatment, type TreatmentsCreate } from '../../schemas/project.schema';
import type { CreateTreatmentsRequest } from '../../../machines/createTreatment.machine';

/** GET /v5/project/{wpId}: the projects the Create Treatment form chooses a phase from. */
export function fetchTreatmentProjectsActor(api: ApiClient) {
  return fromPromise<Project[], { workPlanId: string }>(async ({ input, signal }) => (await api.request(projectPaths.list.url({ wpId: input.workPlanId }), projectListSchema, { signal })).contents);
}

/** GET /v5/project-phase/{wpId}/{projectId}: the chosen project's phases. */
export function fetchTreatmentPhasesActor(api: ApiClient) {
  return fromPromise<Phase[], { workPlanId: string; projectId: string }>(
    async ({ input, signal }) => (await api.request(projectPaths.phases.url({ wpId: input.workPlanId, projectId: input.projectId }), phaseListSchema, { signal })).contents,
  );
}

/** POST /v5/project-phase-treatment/{wpId}/{phaseId}: the picked proposed treatments into the phase, at their simulation's cost. */
export function createTreatmentsActor(api: ApiClient) {
  return fromPromise<Treatment[], CreateTreatmentsRequest>(async ({ input, signal }) => {
    const body: TreatmentsCreate = { phase_id: input.phaseId, date: input.date, items: input.picks };
    return (await api.request(projectPaths.treatmentsCreate.url({ wpId: input.workPlanId, phaseId: input.phaseId }), treatmentListSchema, { method: 'POST', body, signal })).contents;
  });
}
