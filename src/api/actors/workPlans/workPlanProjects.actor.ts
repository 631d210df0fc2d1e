import { fromPromise } from 'xstate';
import { z } from 'zod';
import type { ApiClient } from '../../client';
import { projectPaths } from '../../paths/projectPaths';
import { projectListSchema, projectSchema, type Project, type ProjectInput } from '../../schemas/project.schema';

/** GET /v5/project/{wpId}: the plan's projects, for the side panel's all_projects view. */
export function fetchProjectsActor(api: ApiClient) {
  return fromPromise<Project[], { workPlanId: string }>(async ({ input, signal }) => {
    const { contents } = await api.request(projectPaths.list.url({ wpId: input.workPlanId }), projectListSchema, { signal });
    return contents;
  });
}

/** GET /v5/project/{wpId}/{projectId}. */
export function fetchProjectActor(api: ApiClient) {
  return fromPromise<Project, { workPlanId: string; projectId: string }>(({ input, signal }) =>
    api.request(projectPaths.get.url({ wpId: input.workPlanId, projectId: input.projectId }), projectSchema, { signal }),
  );
}

/** POST /v5/project/{wpId}. */
export function createProjectActor(api: ApiClient) {
  return fromPromise<Project, { workPlanId: string; project: ProjectInput }>(({ input, signal }) =>
    api.request(projectPaths.create.url({ wpId: input.workPlanId }), projectSchema, { method: 'POST', body: input.project, signal }),
  );
}

/** PUT /v5/project/{wpId}/{projectId}. */
export function updateProjectActor(api: ApiClient) {
  return fromPromise<Project, { workPlanId: string; projectId: string; project: ProjectInput }>(({ input, signal }) =>
    api.request(projectPaths.update.url({ wpId: input.workPlanId, projectId: input.projectId }), projectSchema, { method: 'PUT', body: input.project, signal }),
  );
}

/** DELETE /v5/project/{wpId}/{projectId}: permanent, with its phases and treatments (SPEC 5). */
export function deleteProjectActor(api: ApiClient) {
  return fromPromise<void, { workPlanId: string; projectId: string }>(async ({ input, signal }) => {
    await api.request(projectPaths.delete.url({ wpId: input.workPlanId, projectId: input.projectId }), z.undefined(), { method: 'DELETE', signal });
  });
}
