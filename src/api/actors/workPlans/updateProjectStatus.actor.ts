import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { projectPaths } from '../../paths/projectPaths';
import { projectSchema, type Project } from '../../schemas/project.schema';
import type { UpdateProjectStatusInput } from '../../../machines/workPlanInsights.machine';

/** PATCH /v5/project/{wpId}/{projectId}/status: the Board moved the project's card to another status. */
export function updateProjectStatusActor(api: ApiClient) {
  return fromPromise<Project, UpdateProjectStatusInput>(({ input, signal }) =>
    api.request(projectPaths.status.url({ wpId: input.workPlanId, projectId: input.projectId }), projectSchema, {
      method: 'PATCH',
      body: { status_id: input.statusId },
      signal,
    }),
  );
}
