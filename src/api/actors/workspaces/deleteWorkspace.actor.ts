import { fromPromise } from 'xstate';
import { z } from 'zod';
import type { ApiClient } from '../../client';
import { workspacePaths } from '../../paths/workspacePaths';

/** DELETE /workspaces/{id} is permanent and takes its simulations; the body repeats the name the user typed. */
export function deleteWorkspaceActor(api: ApiClient) {
  return fromPromise<void, { id: string; confirmName: string }>(async ({ input, signal }) => {
    await api.request(workspacePaths.delete.url({ wsId: input.id }), z.undefined(), {
      method: 'DELETE',
      body: { confirm_name: input.confirmName },
      signal,
    });
  });
}
