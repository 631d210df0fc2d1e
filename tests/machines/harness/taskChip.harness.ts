import { createActor } from 'xstate';
import { taskChipMachine, type TaskChipEvent, type TaskChipInput } from '../../../src/machines/taskChip.machine';
import { controllableCallback } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

/** A task chip with a fake ticker through which the test reads the clock. */
export function startTaskChip(input: TaskChipInput = { status: null, simTimeRemaining: null, errorMessages: [] }) {
  const ticker = controllableCallback<TaskChipEvent>();
  const actor = createActor(taskChipMachine.provide({ actors: { ticker: ticker.logic } }), { input }).start();
  return { actor, ticker, driver: createPathDriver(actor, {}) };
}
