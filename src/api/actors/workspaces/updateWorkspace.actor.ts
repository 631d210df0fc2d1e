import { fromPromise } from 'xstate';
import type { Details, SaveDetailsInput } from '../../../machines/detailsForm.machine';
import type { ApiClient } from '../../client';
import { workspacePaths } from '../../paths/workspacePaths';
import { workspaceDetailSchema } from '../../schemas/workspace.schema';

/** PUT /workspaces/{id} with both the name and the description; it answers the whole workspace, which the details form publishes. */
export function updateWorkspaceActor(api: ApiClient) {
  return fromPromise<Details, SaveDetailsInput>(({ input, signal }) =>
    api.request(workspacePaths.update.url({ wsId: input.id }), workspaceDetailSchema, { method: 'PUT', body: input.changes, signal }),
  );
}
