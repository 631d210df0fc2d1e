import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { SimulationDetail } from '../../../src/api/schemas/simulation.schema';
import type { Plan } from '../../../src/api/schemas/subscription.schema';
import type { Task } from '../../../src/api/schemas/task.schema';
import { simulationDetailMachine, type SimulationDetailInput } from '../../../src/machines/simulationDetail.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { simulationDetail } from '../support/simulationFixtures';

export function startSimulationDetail(input: SimulationDetailInput = { simulationId: simulationDetail.id }) {
  const fetchSimulation = controllablePromise<SimulationDetail, { simulationId: string }>();
  const fetchPlan = controllablePromise<Plan, { portfolioId: string }>();
  const fetchTask = controllablePromise<Task, { taskId: string }>();
  const cancelTask = controllablePromise<Task, { taskId: string }>();
  const rerunSimulation = controllablePromise<Task, { simulationId: string }>();
  const actions = { reportMissing: vi.fn(), reportFailure: vi.fn(), notifyRunStarted: vi.fn(), notifyComingSoon: vi.fn() };
  const actor = createActor(
    simulationDetailMachine.provide({
      actors: {
        fetchSimulation: fetchSimulation.logic,
        fetchPlan: fetchPlan.logic,
        fetchTask: fetchTask.logic,
        cancelTask: cancelTask.logic,
        rerunSimulation: rerunSimulation.logic,
      },
      actions,
    }),
    { input },
  ).start();
  // A refresh runs the same call as the first load, under its own id.
  const driver = createPathDriver(
    actor,
    { fetchSimulation, refreshSimulation: fetchSimulation, fetchPlan, fetchTask, cancelTask, rerunSimulation },
    {},
    actions,
  );
  return { actor, fetchSimulation, fetchPlan, fetchTask, cancelTask, rerunSimulation, ...actions, driver };
}
