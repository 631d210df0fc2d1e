import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { Task } from '../api/schemas/task.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';
import type { RealtimeUpdate } from './realtime.machine';

export type SimulationHistoryInput = { simulationId: string };

export type SimulationHistoryContext = {
  simulationId: string;
  /** Every run, newest first; null until they first load. */
  tasks: Task[] | null;
  failure: ApiFailure | null;
};

export type SimulationHistoryEvent = { type: 'history.retry' } | RealtimeUpdate;

type TaskStatusUpdated = Extract<RealtimeUpdate, { type: 'realtime.task_status_updated' }>;

/**
 * The simulation's history tab (SPEC 2 "Simulation detail"): its runs load when the tab opens, and
 * a task_status_updated event for this simulation (a run started, progressed or ended, SPEC 4
 * "Real-time events") reads them again while the rows stay. A failure offers Retry.
 */
export const simulationHistoryMachine = setup({
  types: {
    context: {} as SimulationHistoryContext,
    events: {} as SimulationHistoryEvent,
    input: {} as SimulationHistoryInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchTasks: fromPromise<Task[], { simulationId: string }>(notProvided('fetchTasks')),
  },
  actions: {
    storeTasks: assign({ tasks: (_, tasks: Task[]) => tasks, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    isThisSimulation: ({ context }, event: TaskStatusUpdated) => event.simulation_id === context.simulationId,
  },
}).createMachine({
  id: 'simulationHistory',
  context: ({ input }) => ({ simulationId: input.simulationId, tasks: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchTasks',
        src: 'fetchTasks',
        input: ({ context }) => ({ simulationId: context.simulationId }),
        onDone: { target: 'shown', actions: { type: 'storeTasks', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    shown: {
      on: {
        'realtime.task_status_updated': { guard: { type: 'isThisSimulation', params: ({ event }) => event }, target: 'reloading' },
      },
    },
    // The rows stay while the runs are read again.
    reloading: {
      invoke: {
        id: 'refreshTasks',
        src: 'fetchTasks',
        input: ({ context }) => ({ simulationId: context.simulationId }),
        onDone: { target: 'shown', actions: { type: 'storeTasks', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
      on: {
        // A newer update than the read under way: read again so that the last one wins.
        'realtime.task_status_updated': { guard: { type: 'isThisSimulation', params: ({ event }) => event }, target: 'reloading', reenter: true },
      },
    },
    failed: {
      tags: 'error',
      on: { 'history.retry': 'loading' },
    },
  },
});
