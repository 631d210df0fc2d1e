import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { workspacePaths } from '../../paths/workspacePaths';
import { workspacePageSchema, type WorkspaceListQuery, type WorkspacePage } from '../../schemas/workspace.schema';

/** GET /portfolios/{id}/workspaces: one page of the portfolio's workspaces, most recently updated first. */
export function fetchPortfolioWorkspacesActor(api: ApiClient) {
  return fromPromise<WorkspacePage, { portfolioId: string } & WorkspaceListQuery>(({ input: { portfolioId, ...query }, signal }) =>
    api.request(workspacePaths.list.url({ pfId: portfolioId }), workspacePageSchema, {
      query: { ...query, q: query.q || undefined },
      signal,
    }),
  );
}
