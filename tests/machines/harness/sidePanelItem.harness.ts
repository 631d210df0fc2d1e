import { vi } from 'vitest';
import { createActor } from 'xstate';
import {
  sidePanelItemMachine,
  type DeleteSidePanelItemInput,
  type SaveSidePanelItemInput,
  type SidePanelItemInput,
} from '../../../src/machines/sidePanelItem.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { SIDE_PANEL_ITEM_INPUT } from '../models/sidePanelItem.model';

/** The panel's project details view as its wiring provides it: a project's draft is valid when it has a name. */
export function startSidePanelItem(input: SidePanelItemInput = SIDE_PANEL_ITEM_INPUT) {
  const fetchItem = controllablePromise<unknown, SidePanelItemInput>();
  const saveItem = controllablePromise<unknown, SaveSidePanelItemInput>();
  const deleteItem = controllablePromise<void, DeleteSidePanelItemInput>();
  const effects = { reportSaved: vi.fn(), reportDeleted: vi.fn() };
  const actor = createActor(
    sidePanelItemMachine.provide({
      actors: { fetchItem: fetchItem.logic, saveItem: saveItem.logic, deleteItem: deleteItem.logic },
      actions: effects,
      guards: { isDraftValid: ({ context }) => typeof context.draft.name === 'string' && context.draft.name.trim() !== '' },
    }),
    { input },
  ).start();
  return { actor, fetchItem, saveItem, deleteItem, ...effects, driver: createPathDriver(actor, { fetchItem, refreshItem: fetchItem, saveItem, deleteItem }, {}, effects) };
}
