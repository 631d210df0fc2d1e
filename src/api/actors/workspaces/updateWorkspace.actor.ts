import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { workspacePaths } from '../../paths/workspacePaths';
import { workspaceDetailSchema, type WorkspaceDetail, type WorkspaceUpdate } from '../../schemas/workspace.schema';

/** PUT /workspaces/{id} with both the name and the description. */
export function updateWorkspaceActor(api: ApiClient) {
  return fromPromise<WorkspaceDetail, { workspaceId: string; changes: WorkspaceUpdate }>(({ input, signal }) =>
    api.request(workspacePaths.update.url({ wsId: input.workspaceId }), workspaceDetailSchema, { method: 'PUT', body: input.changes, signal }),
  );
}
