import { assign, fromPromise, setup } from 'xstate';
import { hasStatus, toApiFailure, type ApiFailure } from '../api/apiError';
import type { SimulationDetail } from '../api/schemas/simulation.schema';
import type { Plan } from '../api/schemas/subscription.schema';
import type { Task } from '../api/schemas/task.schema';
import type { TaskStatus } from '../api/schemas/taskStatus.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';
import type { RealtimeUpdate } from './realtime.machine';

export type SimulationDetailInput = { simulationId: string };

export type SimulationDetailContext = {
  simulationId: string;
  simulation: SimulationDetail | null;
  /** The portfolio's plan, which decides the report tabs (SPEC 2); null while unknown. */
  plan: Plan | null;
  failure: ApiFailure | null;
  /** The current run as GET /tasks/{taskId} has it: who started it, for the failed-simulation panel. */
  task: Task | null;
  /** What the Search Reports box holds. */
  reportSearch: string;
};

export type SimulationDetailEvent =
  | { type: 'simulation.retry' }
  /** The settings form saved the planner's fields and holds the server's answer. */
  | { type: 'simulation.changed'; simulation: SimulationDetail }
  /** Stop the run that has not finished (Editors and Admins). */
  | { type: 'run.cancel' }
  /** A new run on the latest data and settings, e.g. of an outdated simulation (Editors and Admins). */
  | { type: 'run.again' }
  /** The failed-simulation panel's Try Again, which SPEC 2 defines as showing only 'Coming soon!'. */
  | { type: 'task.retry' }
  /** The failed-simulation panel needs the current run's creator. */
  | { type: 'task.load' }
  | { type: 'reports.search'; text: string }
  | RealtimeUpdate;

type TaskStatusUpdated = Extract<RealtimeUpdate, { type: 'realtime.task_status_updated' }>;

/** The statuses of a run that has not finished (SPEC 4 lists the final ones): it can be cancelled. */
export const LIVE_TASK_STATUSES: readonly TaskStatus[] = ['new', 'pending', 'queued', 'running'];

const currentTaskId = ({ simulation }: SimulationDetailContext) => simulation?.current_task?.id ?? '';

/**
 * The simulation page (SPEC 2 "Simulation detail", SPEC 4 "Page-level action sets"), in two
 * regions. `page`: the simulation loads, then its portfolio's plan; a 404 is `missing` and goes to
 * the simulation's not-found page, another failure offers Retry. Once loaded, Editors and Admins
 * may cancel a run that has not finished or run the simulation again; either reads the simulation
 * again, as does a task_status_updated event for this simulation (SPEC 4 "Real-time events").
 * `task` reads the current run with its creator when the failed-simulation panel asks for it. The
 * history and settings tabs load their own data (simulationHistory, simulationSetup).
 */
export const simulationDetailMachine = setup({
  types: {
    context: {} as SimulationDetailContext,
    events: {} as SimulationDetailEvent,
    input: {} as SimulationDetailInput,
    tags: {} as 'busy' | 'error' | 'working',
  },
  actors: {
    fetchSimulation: fromPromise<SimulationDetail, { simulationId: string }>(notProvided('fetchSimulation')),
    fetchPlan: fromPromise<Plan, { portfolioId: string }>(notProvided('fetchPlan')),
    fetchTask: fromPromise<Task, { taskId: string }>(notProvided('fetchTask')),
    cancelTask: fromPromise<Task, { taskId: string }>(notProvided('cancelTask')),
    rerunSimulation: fromPromise<Task, { simulationId: string }>(notProvided('rerunSimulation')),
  },
  actions: {
    /** SPEC 8: a 404 goes to the not-found route, here the simulation's. */
    reportMissing: notProvided<[unknown, unknown]>('reportMissing'),
    /** SPEC 8's generic handling of a failed action (a toast with the server's message). */
    reportFailure: notProvided<[unknown, unknown]>('reportFailure'),
    /** SPEC 8 "Success toasts": simulation task submitted. */
    notifyRunStarted: notProvided('notifyRunStarted'),
    /** SPEC 2: Try Again only shows 'Coming soon!'. */
    notifyComingSoon: notProvided('notifyComingSoon'),
    storeSimulation: assign({ simulation: (_, simulation: SimulationDetail) => simulation, failure: null }),
    storePlan: assign({ plan: (_, plan: Plan) => plan }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    storeTask: assign({ task: (_, task: Task) => task }),
    storeReportSearch: assign({ reportSearch: (_, text: string) => text }),
  },
  guards: {
    isNotFound: (_, error: unknown) => hasStatus(error, [404]),
    isThisSimulation: ({ context }, event: TaskStatusUpdated) => event.simulation_id === context.simulationId,
    hasLiveTask: ({ context }) => {
      const status = context.simulation?.current_task?.status;
      return status !== undefined && LIVE_TASK_STATUSES.includes(status);
    },
    hasCurrentTask: ({ context }) => context.simulation?.current_task != null,
  },
}).createMachine({
  id: 'simulationDetail',
  context: ({ input }) => ({
    simulationId: input.simulationId,
    simulation: null,
    plan: null,
    failure: null,
    task: null,
    reportSearch: '',
  }),
  on: {
    'reports.search': { actions: { type: 'storeReportSearch', params: ({ event }) => event.text } },
  },
  type: 'parallel',
  states: {
    page: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          initial: 'simulation',
          states: {
            simulation: {
              invoke: {
                id: 'fetchSimulation',
                src: 'fetchSimulation',
                input: ({ context }) => ({ simulationId: context.simulationId }),
                onDone: { target: 'plan', actions: { type: 'storeSimulation', params: ({ event }) => event.output } },
                onError: [
                  { guard: { type: 'isNotFound', params: errorOf }, target: '#simulationDetail.page.missing', actions: { type: 'reportMissing', params: errorOf } },
                  { target: '#simulationDetail.page.failed', actions: { type: 'storeFailure', params: errorOf } },
                ],
              },
            },
            plan: {
              invoke: {
                id: 'fetchPlan',
                src: 'fetchPlan',
                input: ({ context }) => ({ portfolioId: context.simulation?.portfolio_id ?? '' }),
                onDone: { target: '#simulationDetail.page.loaded', actions: { type: 'storePlan', params: ({ event }) => event.output } },
                // Without the plan the overview lists no report tabs; the rest of the page works.
                onError: '#simulationDetail.page.loaded',
              },
            },
          },
        },
        loaded: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'run.cancel': { guard: 'hasLiveTask', target: 'cancelling' },
                'run.again': 'rerunning',
                'realtime.task_status_updated': { guard: { type: 'isThisSimulation', params: ({ event }) => event }, target: 'refreshing' },
              },
            },
            cancelling: {
              tags: 'working',
              invoke: {
                id: 'cancelTask',
                src: 'cancelTask',
                input: ({ context }) => ({ taskId: currentTaskId(context) }),
                onDone: 'refreshing',
                onError: { target: 'idle', actions: { type: 'reportFailure', params: errorOf } },
              },
            },
            rerunning: {
              tags: 'working',
              invoke: {
                id: 'rerunSimulation',
                src: 'rerunSimulation',
                input: ({ context }) => ({ simulationId: context.simulationId }),
                onDone: { target: 'refreshing', actions: 'notifyRunStarted' },
                onError: { target: 'idle', actions: { type: 'reportFailure', params: errorOf } },
              },
            },
            refreshing: {
              invoke: {
                id: 'refreshSimulation',
                src: 'fetchSimulation',
                input: ({ context }) => ({ simulationId: context.simulationId }),
                onDone: { target: 'idle', actions: { type: 'storeSimulation', params: ({ event }) => event.output } },
                onError: [
                  { guard: { type: 'isNotFound', params: errorOf }, target: '#simulationDetail.page.missing', actions: { type: 'reportMissing', params: errorOf } },
                  { target: 'idle', actions: { type: 'reportFailure', params: errorOf } },
                ],
              },
              on: {
                // A newer update than the read under way: read again so that the last one wins.
                'realtime.task_status_updated': { guard: { type: 'isThisSimulation', params: ({ event }) => event }, target: 'refreshing', reenter: true },
              },
            },
          },
          on: {
            'simulation.changed': { actions: { type: 'storeSimulation', params: ({ event }) => event.simulation } },
            'task.retry': { actions: 'notifyComingSoon' },
          },
        },
        missing: {},
        failed: {
          tags: 'error',
          on: { 'simulation.retry': 'loading' },
        },
      },
    },
    task: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'task.load': { guard: 'hasCurrentTask', target: 'loading' } },
        },
        loading: {
          invoke: {
            id: 'fetchTask',
            src: 'fetchTask',
            input: ({ context }) => ({ taskId: currentTaskId(context) }),
            onDone: { target: 'shown', actions: { type: 'storeTask', params: ({ event }) => event.output } },
            // The panel still explains the failure; only the creator's name is unknown.
            onError: 'idle',
          },
          on: { 'task.load': { guard: 'hasCurrentTask', target: 'loading', reenter: true } },
        },
        // A newer run may have replaced the one read before: the panel asks for the current one.
        shown: {
          on: { 'task.load': { guard: 'hasCurrentTask', target: 'loading' } },
        },
      },
    },
  },
});
