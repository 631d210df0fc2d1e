import { createActor } from 'xstate';
import type { Task } from '../../../src/api/schemas/task.schema';
import { simulationHistoryMachine, type SimulationHistoryInput } from '../../../src/machines/simulationHistory.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { simulationDetail } from '../support/simulationFixtures';

export function startSimulationHistory(input: SimulationHistoryInput = { simulationId: simulationDetail.id }) {
  const fetchTasks = controllablePromise<Task[], { simulationId: string }>();
  const actor = createActor(simulationHistoryMachine.provide({ actors: { fetchTasks: fetchTasks.logic } }), { input }).start();
  // Reading again runs the same call under its own id.
  return { actor, fetchTasks, driver: createPathDriver(actor, { fetchTasks, refreshTasks: fetchTasks }) };
}
