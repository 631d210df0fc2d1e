import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { workspacePaths } from '../../paths/workspacePaths';
import { workspaceDetailSchema, type WorkspaceDetail, type WorkspaceInput } from '../../schemas/workspace.schema';

/** POST /portfolios/{id}/workspaces: the new workspace, with empty settings. */
export function createWorkspaceActor(api: ApiClient) {
  return fromPromise<WorkspaceDetail, { portfolioId: string; workspace: WorkspaceInput }>(({ input, signal }) =>
    api.request(workspacePaths.create.url({ pfId: input.portfolioId }), workspaceDetailSchema, { method: 'POST', body: input.workspace, signal }),
  );
}
