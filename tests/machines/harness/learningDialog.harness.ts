import { vi } from 'vitest';
import { createActor } from 'xstate';
import { learningDialogMachine } from '../../../src/machines/learningDialog.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

export function startLearningDialog() {
  const fetchLearningUrl = controllablePromise<string>();
  const actions = {
    reserveWindow: vi.fn(),
    releaseWindow: vi.fn(),
    showLearningUrl: vi.fn(),
    openLearningSite: vi.fn(),
    openSupportPage: vi.fn(),
  };
  const actor = createActor(learningDialogMachine.provide({ actors: { fetchLearningUrl: fetchLearningUrl.logic }, actions })).start();
  return { actor, actions, fetchLearningUrl, driver: createPathDriver(actor, { fetchLearningUrl }, {}, actions) };
}
