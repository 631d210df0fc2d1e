import { describe, expect, it } from 'vitest';
import { startSimulationDetail } from './harness/simulationDetail.harness';
import { startSimulationHistory } from './harness/simulationHistory.harness';
import { startSimulationSetup, simulationSetupInput } from './harness/simulationSetup.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';
import { completedSimulation, currentTask, newRun, renamedSimulation, simulationDetail, simulationSetup } from './support/simulationFixtures';

const ID = simulationDetail.id;
const OTHER = '0a1b2c3d-4e5f-4a6b-8c7d-8e9fa0b1c2d3';
const runChanged = (simulationId: string) =>
  ({ type: 'realtime.task_status_updated', simulation_id: simulationId, task_id: currentTask.id, workspace_id: simulationDetail.workspace_id, timestamp: '2026-11-03T00:00:00.000Z' }) as const;

async function loaded(simulation = simulationDetail) {
  const page = startSimulationDetail();
  page.fetchSimulation.resolve(simulation);
  await settle();
  page.fetchPlan.resolve('Core');
  await settle();
  return page;
}

describe('simulation detail machine', () => {
  it('loads the simulation, then its portfolio plan', async () => {
    const { actor, fetchSimulation, fetchPlan } = startSimulationDetail();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fetchSimulation.lastInput).toEqual({ simulationId: ID });
    fetchSimulation.resolve(simulationDetail);
    await settle();
    expect(fetchPlan.lastInput).toEqual({ portfolioId: simulationDetail.portfolio_id });
    fetchPlan.resolve('Essentials');
    await settle();
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ simulation: simulationDetail, plan: 'Essentials' });
  });

  it('shows the simulation without report tabs when the plan cannot load', async () => {
    const { actor, fetchSimulation, fetchPlan, reportFailure } = startSimulationDetail();
    fetchSimulation.resolve(simulationDetail);
    await settle();
    fetchPlan.reject(apiError(500, 'Unexpected error happened.'));
    await settle();
    expect(actor.getSnapshot().matches({ page: { loaded: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.plan).toBeNull();
    expect(reportFailure).not.toHaveBeenCalled();
  });

  it("sends a 404 to the simulation's not-found page and offers Retry for other failures (SPEC 8)", async () => {
    const missing = startSimulationDetail();
    const notFound = apiError(404, 'Resource Not Found');
    missing.fetchSimulation.reject(notFound);
    await settle();
    expect(missing.actor.getSnapshot().matches({ page: 'missing' })).toBe(true);
    expect(missing.reportMissing).toHaveBeenCalledExactlyOnceWith(expect.anything(), notFound);

    const failing = startSimulationDetail();
    failing.fetchSimulation.reject(apiError(500, 'Unexpected error happened.'));
    await settle();
    expect(failing.actor.getSnapshot().hasTag('error')).toBe(true);
    failing.actor.send({ type: 'simulation.retry' });
    expect(failing.fetchSimulation.calls).toHaveLength(2);
  });

  it('cancels a live run, then reads the simulation again', async () => {
    const { actor, cancelTask, fetchSimulation } = await loaded();
    actor.send({ type: 'run.cancel' });
    expect(actor.getSnapshot().hasTag('working')).toBe(true);
    expect(cancelTask.lastInput).toEqual({ taskId: currentTask.id });
    cancelTask.resolve({ ...currentTask, status: 'cancelled' });
    await settle();
    expect(fetchSimulation.calls).toHaveLength(2);
    fetchSimulation.resolve(completedSimulation);
    await settle();
    expect(actor.getSnapshot().context.simulation).toEqual(completedSimulation);
  });

  it('does not cancel a run that has finished', async () => {
    const { actor, cancelTask } = await loaded(completedSimulation);
    actor.send({ type: 'run.cancel' });
    expect(cancelTask.calls).toHaveLength(0);
  });

  it('runs it again, says the task was submitted and reads the simulation again', async () => {
    const { actor, rerunSimulation, fetchSimulation, notifyRunStarted } = await loaded(completedSimulation);
    actor.send({ type: 'run.again' });
    expect(rerunSimulation.lastInput).toEqual({ simulationId: ID });
    rerunSimulation.resolve(newRun);
    await settle();
    expect(notifyRunStarted).toHaveBeenCalledOnce();
    expect(fetchSimulation.calls).toHaveLength(2);
  });

  it('hands a refused run to the error handler and stays', async () => {
    const { actor, rerunSimulation, reportFailure } = await loaded();
    const refused = apiError(400, 'Task has not finished');
    actor.send({ type: 'run.again' });
    rerunSimulation.reject(refused);
    await settle();
    expect(reportFailure).toHaveBeenCalledExactlyOnceWith(expect.anything(), refused);
    expect(actor.getSnapshot().matches({ page: { loaded: 'idle' } })).toBe(true);
  });

  it('reads the simulation again on its own task_status_updated only', async () => {
    const { actor, fetchSimulation } = await loaded();
    actor.send(runChanged(OTHER));
    expect(fetchSimulation.calls).toHaveLength(1);
    actor.send(runChanged(ID));
    expect(fetchSimulation.calls).toHaveLength(2);
    // A second update while reading starts the read again, so that the newest state wins.
    actor.send(runChanged(ID));
    await settle();
    expect(fetchSimulation.calls).toHaveLength(3);
    expect(fetchSimulation.calls[1]?.aborted).toBe(true);
  });

  it('keeps what the settings form saved, and the Search Reports text', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'simulation.changed', simulation: renamedSimulation });
    actor.send({ type: 'reports.search', text: 'budget' });
    expect(actor.getSnapshot().context).toMatchObject({ simulation: renamedSimulation, reportSearch: 'budget' });
  });

  it("Try Again only says 'Coming soon!' (SPEC 2)", async () => {
    const { actor, notifyComingSoon, rerunSimulation, cancelTask } = await loaded();
    actor.send({ type: 'task.retry' });
    expect(notifyComingSoon).toHaveBeenCalledOnce();
    expect(rerunSimulation.calls).toHaveLength(0);
    expect(cancelTask.calls).toHaveLength(0);
  });

  it('reads the current run for the failed panel, keeping the page shown', async () => {
    const { actor, fetchTask } = await loaded();
    actor.send({ type: 'task.load' });
    expect(fetchTask.lastInput).toEqual({ taskId: currentTask.id });
    expect(actor.getSnapshot().matches({ page: { loaded: 'idle' } })).toBe(true);
    fetchTask.resolve(currentTask);
    await settle();
    expect(actor.getSnapshot().context.task).toEqual(currentTask);
  });

  it('has no run to read for a simulation that never ran', async () => {
    const { actor, fetchTask } = await loaded({ ...simulationDetail, current_task: null });
    actor.send({ type: 'task.load' });
    expect(fetchTask.calls).toHaveLength(0);
  });
});

describe('simulation history machine', () => {
  it('loads the runs and reads them again on its own task_status_updated, the rows staying', async () => {
    const { actor, fetchTasks } = startSimulationHistory();
    expect(fetchTasks.lastInput).toEqual({ simulationId: ID });
    fetchTasks.resolve([currentTask]);
    await settle();
    actor.send(runChanged(OTHER));
    expect(fetchTasks.calls).toHaveLength(1);
    actor.send(runChanged(ID));
    expect(fetchTasks.calls).toHaveLength(2);
    expect(actor.getSnapshot().context.tasks).toEqual([currentTask]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    fetchTasks.resolve([newRun, currentTask]);
    await settle();
    expect(actor.getSnapshot().context.tasks).toEqual([newRun, currentTask]);
  });

  it('offers Retry when the runs cannot load', async () => {
    const { actor, fetchTasks } = startSimulationHistory();
    fetchTasks.reject(apiError(500, 'Unexpected error happened.'));
    await settle();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'history.retry' });
    expect(fetchTasks.calls).toHaveLength(2);
  });
});

describe('simulation setup machine', () => {
  it("loads the workspace's lists and the settings version, with Retry on failure", async () => {
    const { actor, fetchSetup } = startSimulationSetup();
    expect(fetchSetup.lastInput).toEqual(simulationSetupInput);
    fetchSetup.reject(apiError(500, 'Unexpected error happened.'));
    await settle();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'setup.retry' });
    fetchSetup.resolve(simulationSetup);
    await settle();
    expect(actor.getSnapshot().context.setup).toEqual(simulationSetup);
  });
});
