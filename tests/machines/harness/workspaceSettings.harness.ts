import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { WorkspaceSettings, WorkspaceSettingsInput } from '../../../src/api/schemas/workspaceSettings.schema';
import { workspaceSettingsMachine, type WorkspaceSettingsMachineInput } from '../../../src/machines/workspaceSettings.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { workspaceDetail } from '../support/workspaceFixtures';

export const settingsListsInput: WorkspaceSettingsMachineInput = { workspaceId: workspaceDetail.id, saved: workspaceDetail.settings };

export function startWorkspaceSettings(input: WorkspaceSettingsMachineInput = settingsListsInput) {
  const saveSettings = controllablePromise<WorkspaceSettings, { workspaceId: string; settings: WorkspaceSettingsInput }>();
  const effects = { notifySaved: vi.fn(), publishSettings: vi.fn(), reportDirty: vi.fn() };
  const actor = createActor(workspaceSettingsMachine.provide({ actors: { saveSettings: saveSettings.logic }, actions: effects }), {
    input,
  }).start();
  return { actor, saveSettings, ...effects, driver: createPathDriver(actor, { saveSettings }, {}, effects) };
}
