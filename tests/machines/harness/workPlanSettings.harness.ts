import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { WorkPlanSettings } from '../../../src/api/schemas/workPlan.schema';
import { workPlanSettingsMachine, type SaveTimeFrameInput, type WorkPlanSettingsInput } from '../../../src/machines/workPlanSettings.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { SETTINGS_WORK_PLAN_ID } from '../support/workPlanSettingsFixtures';

export const workPlanSettingsInput: WorkPlanSettingsInput = { workPlanId: SETTINGS_WORK_PLAN_ID };

export function startWorkPlanSettings(input: WorkPlanSettingsInput = workPlanSettingsInput) {
  const loadSettings = controllablePromise<WorkPlanSettings, { workPlanId: string }>();
  const saveTimeFrame = controllablePromise<WorkPlanSettings, SaveTimeFrameInput>();
  const effects = { notifySaved: vi.fn(), publishSettings: vi.fn(), reportDirty: vi.fn() };
  const logic = workPlanSettingsMachine.provide({ actors: { loadSettings: loadSettings.logic, saveTimeFrame: saveTimeFrame.logic }, actions: effects });
  const actor = createActor(logic, { input }).start();
  return { actor, loadSettings, saveTimeFrame, ...effects, driver: createPathDriver(actor, { loadSettings, saveTimeFrame }, {}, effects) };
}
