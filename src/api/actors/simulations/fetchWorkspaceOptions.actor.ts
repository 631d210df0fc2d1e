import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { collectionPaths } from '../../paths/collectionPaths';
import { workspacePageSchema } from '../../schemas/workspace.schema';

/** A workspace the simulation list can be narrowed to. */
export type WorkspaceOption = { id: string; name: string; portfolio_name: string };

/** The API's largest page: the filter offers the user's first 100 workspaces, most recently updated first. */
const OPTIONS_PAGE_SIZE = 100;

/** GET /workspaces?page_size=100: the workspaces the simulation list's filter offers. */
export function fetchWorkspaceOptionsActor(api: ApiClient) {
  return fromPromise<WorkspaceOption[]>(async ({ signal }) => {
    const page = await api.request(collectionPaths.workspaces.url(), workspacePageSchema, { query: { page: 1, page_size: OPTIONS_PAGE_SIZE }, signal });
    return page.contents.map(({ id, name, portfolio_name }) => ({ id, name, portfolio_name }));
  });
}
