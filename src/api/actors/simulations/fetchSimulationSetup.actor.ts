import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { publishingPaths } from '../../paths/publishingPaths';
import { workspacePaths } from '../../paths/workspacePaths';
import { simulationSettingsVersionSchema, type SimulationSettingsVersion } from '../../schemas/simulationSettings.schema';
import { workspaceDetailSchema } from '../../schemas/workspace.schema';
import type { WorkspaceSettings } from '../../schemas/workspaceSettings.schema';

/** What the settings tab shows beside the simulation: its workspace's lists and the model and strategy it runs on. */
export type SimulationSetup = { workspaceSettings: WorkspaceSettings; settingsVersion: SimulationSettingsVersion };

export type SimulationSetupInput = { workspaceId: string; settingsId: string; version: number };

/** GET /workspaces/{wsId} (its `settings`) and GET /simulation-settings/{ssId}/{version}, side by side. */
export function fetchSimulationSetupActor(api: ApiClient) {
  return fromPromise<SimulationSetup, SimulationSetupInput>(async ({ input, signal }) => {
    const [workspace, settingsVersion] = await Promise.all([
      api.request(workspacePaths.get.url({ wsId: input.workspaceId }), workspaceDetailSchema, { signal }),
      api.request(publishingPaths.settingsVersion.url({ ssId: input.settingsId, version: String(input.version) }), simulationSettingsVersionSchema, { signal }),
    ]);
    return { workspaceSettings: workspace.settings, settingsVersion };
  });
}
