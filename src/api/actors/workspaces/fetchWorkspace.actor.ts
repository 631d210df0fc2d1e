import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { workspacePaths } from '../../paths/workspacePaths';
import { workspaceDetailSchema, type WorkspaceDetail } from '../../schemas/workspace.schema';

export function fetchWorkspaceActor(api: ApiClient) {
  return fromPromise<WorkspaceDetail, { workspaceId: string }>(({ input, signal }) =>
    api.request(workspacePaths.get.url({ wsId: input.workspaceId }), workspaceDetailSchema, { signal }),
  );
}
