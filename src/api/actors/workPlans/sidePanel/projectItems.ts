import { z } from 'zod';
import type { ApiClient } from '../../../client';
import { projectPaths } from '../../../paths/projectPaths';
import { projectListSchema, projectSchema, type Project, type ProjectInput } from '../../../schemas/project.schema';

/** GET /v5/project/{wpId}: the plan's projects. */
export const fetchProjects = async (api: ApiClient, workPlanId: string, signal: AbortSignal): Promise<Project[]> =>
  (await api.request(projectPaths.list.url({ wpId: workPlanId }), projectListSchema, { signal })).contents;

/** GET /v5/project/{wpId}/{projectId}. */
export const fetchProject = (api: ApiClient, workPlanId: string, projectId: string, signal: AbortSignal): Promise<Project> =>
  api.request(projectPaths.get.url({ wpId: workPlanId, projectId }), projectSchema, { signal });

/** POST /v5/project/{wpId}: a new project; without a status it takes the plan's first. */
export const createProject = (api: ApiClient, workPlanId: string, body: ProjectInput, signal: AbortSignal): Promise<Project> =>
  api.request(projectPaths.create.url({ wpId: workPlanId }), projectSchema, { method: 'POST', body, signal });

/** PUT /v5/project/{wpId}/{projectId}. */
export const updateProject = (api: ApiClient, workPlanId: string, projectId: string, body: ProjectInput, signal: AbortSignal): Promise<Project> =>
  api.request(projectPaths.update.url({ wpId: workPlanId, projectId }), projectSchema, { method: 'PUT', body, signal });

/** DELETE /v5/project/{wpId}/{projectId}: permanent, with its phases and their treatments (SPEC 5). */
export const deleteProject = async (api: ApiClient, workPlanId: string, projectId: string, signal: AbortSignal): Promise<void> => {
  await api.request(projectPaths.delete.url({ wpId: workPlanId, projectId }), z.undefined(), { method: 'DELETE', signal });
};
