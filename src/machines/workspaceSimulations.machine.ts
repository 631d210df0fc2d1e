import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { SimulationListQuery, SimulationPage } from '../api/schemas/simulation.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';
import type { RealtimeUpdate } from './realtime.machine';

/**
 * SPEC gives no page size for a workspace's simulations: the overview lists and charts them
 * together, so it asks for the most the API gives in one page, the most recently updated first.
 */
export const WORKSPACE_SIMULATIONS_PAGE_SIZE = 100;

/** The overview's filters: one status item and one priority item of the workspace's settings, or any. */
export type SimulationFilters = { status_item_id: string | null; priority_item_id: string | null };

export type WorkspaceSimulationsContext = {
  workspaceId: string;
  filters: SimulationFilters;
  result: SimulationPage | null;
  failure: ApiFailure | null;
  /** An update arrived while a load was under way, whose answer may predate it: load once more. */
  stale: boolean;
};

type SimulationUpdate = Extract<RealtimeUpdate, { type: 'realtime.task_status_updated' | 'realtime.new_simulation_created' }>;
type ReportUpdate = Extract<RealtimeUpdate, { type: 'realtime.report_status_updated' }>;

export type WorkspaceSimulationsEvent =
  | { type: 'filter.status'; id: string | null }
  | { type: 'filter.priority'; id: string | null }
  | { type: 'load.retry' }
  /** A simulation was published from this page. */
  | { type: 'list.refresh' }
  | SimulationUpdate
  | ReportUpdate;

export type WorkspaceSimulationsQuery = { workspaceId: string } & Pick<SimulationListQuery, 'page' | 'page_size' | 'status_item_id' | 'priority_item_id'>;

const queryOf = ({ workspaceId, filters }: WorkspaceSimulationsContext): WorkspaceSimulationsQuery => ({
  workspaceId,
  page: 1,
  page_size: WORKSPACE_SIMULATIONS_PAGE_SIZE,
  ...(filters.status_item_id ? { status_item_id: filters.status_item_id } : {}),
  ...(filters.priority_item_id ? { priority_item_id: filters.priority_item_id } : {}),
});

/**
 * The simulations of the workspace overview (SPEC 2 "Workspace detail": its simulations and their
 * report status): loading → loaded | failed, loading again when a filter changes. SPEC 4
 * "Real-time events": a task status update or a new simulation of this workspace, or a report
 * status update of a listed simulation, refreshes the list
 * in place (`refreshing` keeps it on screen); updates about other workspaces change nothing. An
 * update that arrives during a load loads once more after it, as that answer may be older than the
 * update. A refresh that fails keeps the list shown: the next update tries again.
 */
export const workspaceSimulationsMachine = setup({
  types: {
    context: {} as WorkspaceSimulationsContext,
    events: {} as WorkspaceSimulationsEvent,
    input: {} as { workspaceId: string },
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchSimulations: fromPromise<SimulationPage, WorkspaceSimulationsQuery>(notProvided('fetchSimulations')),
  },
  actions: {
    storeStatusFilter: assign({ filters: ({ context }, id: string | null) => ({ ...context.filters, status_item_id: id }) }),
    storePriorityFilter: assign({ filters: ({ context }, id: string | null) => ({ ...context.filters, priority_item_id: id }) }),
    storeResult: assign({ result: (_, result: SimulationPage) => result, failure: null, stale: false }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error), stale: false }),
    markStale: assign({ stale: true }),
    clearStale: assign({ stale: false }),
  },
  guards: {
    isAboutThisWorkspace: ({ context }, update: SimulationUpdate) => update.workspace_id === context.workspaceId,
    /** The event names no workspace: a report's update matters when its simulation is listed. */
    listsSimulation: ({ context }, update: ReportUpdate) => context.result?.contents.some((simulation) => simulation.id === update.simulation_id) ?? false,
    isStale: ({ context }) => context.stale,
  },
}).createMachine({
  id: 'workspaceSimulations',
  context: ({ input }) => ({
    workspaceId: input.workspaceId,
    filters: { status_item_id: null, priority_item_id: null },
    result: null,
    failure: null,
    stale: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchSimulations',
        src: 'fetchSimulations',
        input: ({ context }) => queryOf(context),
        onDone: [
          { guard: 'isStale', target: 'refreshing', actions: { type: 'storeResult', params: ({ event }) => event.output } },
          { target: 'loaded', actions: { type: 'storeResult', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
      on: {
        'list.refresh': { actions: 'markStale' },
        'realtime.task_status_updated': { guard: { type: 'isAboutThisWorkspace', params: ({ event }) => event }, actions: 'markStale' },
        'realtime.new_simulation_created': { guard: { type: 'isAboutThisWorkspace', params: ({ event }) => event }, actions: 'markStale' },
      },
    },
    loaded: {
      on: {
        'list.refresh': 'refreshing',
        'realtime.report_status_updated': { guard: { type: 'listsSimulation', params: ({ event }) => event }, target: 'refreshing' },
        'realtime.task_status_updated': { guard: { type: 'isAboutThisWorkspace', params: ({ event }) => event }, target: 'refreshing' },
        'realtime.new_simulation_created': { guard: { type: 'isAboutThisWorkspace', params: ({ event }) => event }, target: 'refreshing' },
      },
    },
    refreshing: {
      invoke: {
        id: 'refreshSimulations',
        src: 'fetchSimulations',
        input: ({ context }) => queryOf(context),
        onDone: [
          { guard: 'isStale', target: 'refreshing', reenter: true, actions: { type: 'storeResult', params: ({ event }) => event.output } },
          { target: 'loaded', actions: { type: 'storeResult', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loaded', actions: 'clearStale' },
      },
      on: {
        'list.refresh': { actions: 'markStale' },
        'realtime.report_status_updated': { guard: { type: 'listsSimulation', params: ({ event }) => event }, actions: 'markStale' },
        'realtime.task_status_updated': { guard: { type: 'isAboutThisWorkspace', params: ({ event }) => event }, actions: 'markStale' },
        'realtime.new_simulation_created': { guard: { type: 'isAboutThisWorkspace', params: ({ event }) => event }, actions: 'markStale' },
      },
    },
    failed: {
      tags: 'error',
      on: { 'load.retry': 'loading' },
    },
  },
  on: {
    'filter.status': { target: '.loading', actions: { type: 'storeStatusFilter', params: ({ event }) => event.id } },
    'filter.priority': { target: '.loading', actions: { type: 'storePriorityFilter', params: ({ event }) => event.id } },
  },
});
