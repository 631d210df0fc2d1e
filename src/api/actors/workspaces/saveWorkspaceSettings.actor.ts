import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { workspacePaths } from '../../paths/workspacePaths';
import { workspaceSettingsSchema, type WorkspaceSettings, type WorkspaceSettingsInput } from '../../schemas/workspaceSettings.schema';

/** PUT /workspaces/{id}/settings replaces the four lists; the answer gives new items their ids. */
export function saveWorkspaceSettingsActor(api: ApiClient) {
  return fromPromise<WorkspaceSettings, { workspaceId: string; settings: WorkspaceSettingsInput }>(({ input, signal }) =>
    api.request(workspacePaths.saveSettings.url({ wsId: input.workspaceId }), workspaceSettingsSchema, {
      method: 'PUT',
      body: input.settings,
      signal,
    }),
  );
}
