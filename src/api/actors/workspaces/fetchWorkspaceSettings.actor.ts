import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { workspacePaths } from '../../paths/workspacePaths';
import { workspaceSettingsSchema, type WorkspaceSettings } from '../../schemas/workspaceSettings.schema';

export function fetchWorkspaceSettingsActor(api: ApiClient) {
  return fromPromise<WorkspaceSettings, { workspaceId: string }>(({ input, signal }) =>
    api.request(workspacePaths.settings.url({ wsId: input.workspaceId }), workspaceSettingsSchema, { signal }),
  );
}
