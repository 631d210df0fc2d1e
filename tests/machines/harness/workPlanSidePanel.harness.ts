import { vi } from 'vitest';
import { createActor } from 'xstate';
import { workPlanSidePanelMachine, type WorkPlanSidePanelInput } from '../../../src/machines/workPlanSidePanel.machine';
import { createPathDriver } from '../support/pathDriver';

export const SIDE_PANEL_PROJECT_ID = '6b1f0c2e-8d4a-4e7b-9a35-2c1d0e9f8a71';
export const SIDE_PANEL_PHASE_ID = '9e4d2a17-3c5b-4f60-8b1e-7a2c9d0f4e53';
export const SIDE_PANEL_TREATMENT_ID = 'c7a3e5f1-2b9d-4c48-a6e0-5d1f8b3c2a94';
export const SIDE_PANEL_ASSET_ID = '2d8f6b4a-1e3c-4a97-b5d2-8c0e7f1a3b65';

export function startWorkPlanSidePanel(input: WorkPlanSidePanelInput = { query: {} }) {
  const actions = { writeQuery: vi.fn() };
  const actor = createActor(workPlanSidePanelMachine.provide({ actions }), { input }).start();
  return { actor, ...actions, driver: createPathDriver(actor, {}, {}, actions) };
}
