import type { ApiFailure } from '../../../src/api/apiError';
import type { Task } from '../../../src/api/schemas/task.schema';
import { simulationHistoryMachine } from '../../../src/machines/simulationHistory.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { currentTask, newRun, simulationDetail } from '../support/simulationFixtures';

type Expected = { simulationId: string; tasks: Task[] | null; failure: ApiFailure | null };

const ID = simulationDetail.id;
const OTHER = '0a1b2c3d-4e5f-4a6b-8c7d-8e9fa0b1c2d3';
const unexpected = apiError(500, 'Unexpected error happened.');
const update = (simulationId: string) => ({
  type: 'realtime.task_status_updated',
  simulation_id: simulationId,
  task_id: newRun.id,
  workspace_id: simulationDetail.workspace_id,
  timestamp: '2026-11-03T00:00:00.000Z',
});
const failed = { to: 'failed', context: { failure: { status: 500, message: 'Unexpected error happened.' } } };

/**
 * SPEC 2 "Simulation detail" history: every run of the simulation, newest first. SPEC 4
 * "Real-time events": task_status_updated for this simulation reads the runs again (the rows stay);
 * another simulation's update changes nothing. A failure offers Retry.
 */
export const simulationHistoryModel = machineModel({
  name: 'simulationHistory',
  machine: simulationHistoryMachine,
  starts: [{ label: 'history tab opened', input: { simulationId: ID }, state: 'loading', context: { simulationId: ID, tasks: null, failure: null } as Expected }],
  events: {
    'the runs load': { type: 'xstate.done.actor.fetchTasks', output: [currentTask] },
    'the runs cannot load': { type: 'xstate.error.actor.fetchTasks', error: unexpected },
    'the runs are read again': { type: 'xstate.done.actor.refreshTasks', output: [newRun, currentTask] },
    'reading them again fails': { type: 'xstate.error.actor.refreshTasks', error: unexpected },
    'a run of this simulation changes': update(ID),
    "another simulation's run changes": update(OTHER),
    'the user retries': { type: 'history.retry' },
  },
  states: {
    loading: { says: 'skeleton rows while the runs load', tags: ['busy'], invoked: { fetchTasks: { simulationId: ID } } },
    shown: { says: ({ tasks }) => `${tasks?.length} run(s), newest first` },
    reloading: { says: 'the rows stay while the runs are read again', invoked: { refreshTasks: { simulationId: ID } } },
    failed: { says: ({ failure }) => `"${failure?.message}" with Retry`, tags: ['error'] },
  },
  transitions: {
    loading: { 'the runs load': { to: 'shown', context: { tasks: [currentTask], failure: null } }, 'the runs cannot load': failed },
    shown: { 'a run of this simulation changes': 'reloading' },
    reloading: {
      'the runs are read again': { to: 'shown', context: { tasks: [newRun, currentTask], failure: null } },
      'reading them again fails': failed,
      'a run of this simulation changes': 'reloading',
    },
    failed: { 'the user retries': 'loading' },
  },
});
