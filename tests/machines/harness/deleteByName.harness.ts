import { vi } from 'vitest';
import { createActor } from 'xstate';
import { deleteByNameMachine, type DeleteByNameInput } from '../../../src/machines/deleteByName.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { portfolioDetail } from '../support/portfolioFixtures';

export const deleteByNameInput: DeleteByNameInput = { id: portfolioDetail.id, name: portfolioDetail.name };

export function startDeleteByName(input: DeleteByNameInput = deleteByNameInput) {
  const deleteItem = controllablePromise<void, { id: string; confirmName: string }>();
  const effects = { notifyDeleted: vi.fn(), leave: vi.fn() };
  const actor = createActor(deleteByNameMachine.provide({ actors: { deleteItem: deleteItem.logic }, actions: effects }), { input }).start();
  return { actor, deleteItem, ...effects, driver: createPathDriver(actor, { deleteItem }, {}, effects) };
}
