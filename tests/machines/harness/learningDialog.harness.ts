import { vi } from 'vitest';
import { createActor } from 'xstate';
import { learningDialogMachine } from '../../../src/machines/learningDialog.machine';
import { createPathDriver } from '../support/pathDriver';

export function startLearningDialog() {
  const actions = { openLearningSite: vi.fn(), openSupportPage: vi.fn() };
  const actor = createActor(learningDialogMachine.provide({ actions })).start();
  return { actor, actions, driver: createPathDriver(actor, {}, {}, actions) };
}
