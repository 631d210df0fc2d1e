import { vi } from 'vitest';
import { createActor } from 'xstate';
import { createPanelItemMachine, type PanelItemInput, type PanelItemParams } from '../../../src/machines/workPlanPanelItem.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

export const PANEL_PLAN_ID = '5b1f3c2a-8d4e-4f6a-9b0c-1d2e3f4a5b6c';
export const PANEL_PROJECT_ID = '7c2a4e6b-1f3d-4a5c-8e9f-0a1b2c3d4e5f';

/** What a list view shows: the project's phases, by name. */
export type PanelPhases = { id: string; name: string }[];

/** One side panel view's machine (a project's phases) with loads, deletes and reorders that wait for the test. */
export function startWorkPlanPanelItem(input: PanelItemInput = { params: { workPlanId: PANEL_PLAN_ID, projectId: PANEL_PROJECT_ID } }) {
  const load = controllablePromise<PanelPhases, PanelItemParams>();
  const remove = controllablePromise<void, PanelItemParams>();
  const reorder = controllablePromise<PanelPhases, { params: PanelItemParams; ids: string[] }>();
  const effects = { showDeleted: vi.fn(), reportFailure: vi.fn() };
  const actor = createActor(
    createPanelItemMachine<PanelPhases>().provide({ actors: { load: load.logic, remove: remove.logic, reorder: reorder.logic }, actions: effects }),
    { input },
  ).start();
  return { actor, load, remove, reorder, ...effects, driver: createPathDriver(actor, { load, remove, reorder }, {}, effects) };
}
