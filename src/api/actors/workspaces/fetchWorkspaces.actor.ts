import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { collectionPaths } from '../../paths/collectionPaths';
import { workspacePageSchema, type WorkspaceListQuery, type WorkspacePage } from '../../schemas/workspace.schema';

/** GET /workspaces: one page of the workspaces of every portfolio the user is a member of. */
export function fetchWorkspacesActor(api: ApiClient) {
  return fromPromise<WorkspacePage, WorkspaceListQuery>(({ input, signal }) =>
    api.request(collectionPaths.workspaces.url(), workspacePageSchema, {
      query: { ...input, q: input.q || undefined },
      signal,
    }),
  );
}
