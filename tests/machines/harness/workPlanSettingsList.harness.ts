import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { WorkPlanSettings } from '../../../src/api/schemas/workPlan.schema';
import {
  workPlanSettingsListMachine,
  type OrderItemsInput,
  type RemoveItemInput,
  type SaveItemInput,
  type WorkPlanSettingsListInput,
} from '../../../src/machines/workPlanSettingsList.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { SETTINGS_WORK_PLAN_ID, workPlanSettings } from '../support/workPlanSettingsFixtures';

export const statusListInput: WorkPlanSettingsListInput = { workPlanId: SETTINGS_WORK_PLAN_ID, list: 'status_items', settings: workPlanSettings };

export function startWorkPlanSettingsList(input: WorkPlanSettingsListInput = statusListInput) {
  const saveItem = controllablePromise<WorkPlanSettings, SaveItemInput>();
  const removeItem = controllablePromise<WorkPlanSettings, RemoveItemInput>();
  const orderItems = controllablePromise<WorkPlanSettings, OrderItemsInput>();
  const effects = { notifySaved: vi.fn(), publishSettings: vi.fn() };
  const logic = workPlanSettingsListMachine.provide({
    actors: { saveItem: saveItem.logic, removeItem: removeItem.logic, orderItems: orderItems.logic },
    actions: effects,
  });
  const actor = createActor(logic, { input }).start();
  return { actor, saveItem, removeItem, orderItems, ...effects, driver: createPathDriver(actor, { saveItem, removeItem, orderItems }, {}, effects) };
}
