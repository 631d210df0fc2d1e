import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { WorkspaceOption } from '../api/actors/simulations/fetchWorkspaceOptions.actor';
import type { SimulationListQuery, SimulationPage } from '../api/schemas/simulation.schema';
import type { TaskStatus } from '../api/schemas/taskStatus.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';
import { debouncing, searchDelays, type SearchEvent } from './searchDebounce';
import type { RealtimeUpdate } from './realtime.machine';

/** Like the workspace list: 24 cards fill whole rows of 2, 3, 4 or 6 columns. */
export const SIMULATION_PAGE_SIZE = 24;

/** What the list asks for; an empty workspace or status means "any". */
export type SimulationListPageQuery = { page: number; page_size: number; q: string; workspace_id: string; status: TaskStatus | '' };

export type SimulationListInput = { page?: number; q?: string; workspace_id?: string; status?: TaskStatus | '' };

export type SimulationListContext = {
  query: SimulationListPageQuery;
  /** What the search box holds; it becomes the query's `q` once typing pauses. */
  searchText: string;
  result: SimulationPage | null;
  failure: ApiFailure | null;
  /** The workspaces the filter offers; empty until they load, and if they cannot. */
  workspaces: WorkspaceOption[];
};

type TaskStatusUpdated = Extract<RealtimeUpdate, { type: 'realtime.task_status_updated' }>;
type NewSimulationCreated = Extract<RealtimeUpdate, { type: 'realtime.new_simulation_created' }>;

export type SimulationListEvent =
  | SearchEvent
  | { type: 'page.change'; page: number }
  | { type: 'workspace.filter'; workspaceId: string }
  | { type: 'status.filter'; status: TaskStatus | '' }
  /** Back to every simulation: no search, no filter. */
  | { type: 'filters.clear' }
  | { type: 'load.retry' }
  | RealtimeUpdate;

const firstPage = (query: SimulationListPageQuery, changes: Partial<SimulationListPageQuery>): SimulationListPageQuery => ({ ...query, ...changes, page: 1 });

/** SimulationListQuery as the API takes it: the empty filters left out. */
export function toListQuery({ page, page_size, q, workspace_id, status }: SimulationListPageQuery): SimulationListQuery {
  return { page, page_size, ...(q ? { q } : {}), ...(workspace_id ? { workspace_id } : {}), ...(status ? { status } : {}) };
}

/**
 * /simulations (SPEC 2 "Simulation list"): the user's simulations as cards, paged, searchable by
 * name and narrowed to one workspace or one task status. The `list` region loads like the
 * workspace list (at once on a page or filter change, after a pause in typing for the search) and
 * reports every query through `syncQuery` for the address bar. SPEC 4 "Real-time events": a
 * task_status_updated of a simulation on the page, or a new simulation where the list may show it,
 * refreshes the page in place, the cards staying until the new ones arrive. The `workspaces`
 * region loads the filter's options once; without them the filter stays empty.
 */
export const simulationListMachine = setup({
  types: {
    context: {} as SimulationListContext,
    events: {} as SimulationListEvent,
    input: {} as SimulationListInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchSimulations: fromPromise<SimulationPage, SimulationListQuery>(notProvided('fetchSimulations')),
    fetchWorkspaceOptions: fromPromise<WorkspaceOption[]>(notProvided('fetchWorkspaceOptions')),
  },
  actions: {
    syncQuery: notProvided<[unknown, SimulationListPageQuery]>('syncQuery'),
    /** SPEC 8's generic handling of the failure. */
    reportFailure: notProvided<[unknown, unknown]>('reportFailure'),
    storeSearchText: assign({ searchText: (_, text: string) => text }),
    applySearch: assign({ query: ({ context }) => firstPage(context.query, { q: context.searchText.trim() }) }),
    clearSearch: assign({ searchText: '', query: ({ context }) => firstPage(context.query, { q: '' }) }),
    clearFilters: assign({ searchText: '', query: ({ context }) => firstPage(context.query, { q: '', workspace_id: '', status: '' }) }),
    storeWorkspaceFilter: assign({ query: ({ context }, workspaceId: string) => firstPage(context.query, { workspace_id: workspaceId }) }),
    storeStatusFilter: assign({ query: ({ context }, status: TaskStatus | '') => firstPage(context.query, { status }) }),
    storePage: assign({ query: ({ context }, page: number) => ({ ...context.query, page }) }),
    storeResult: assign({ result: (_, result: SimulationPage) => result, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    storeWorkspaces: assign({ workspaces: (_, workspaces: WorkspaceOption[]) => workspaces }),
  },
  guards: {
    showsSimulation: ({ context }, event: TaskStatusUpdated) => context.result?.contents.some((simulation) => simulation.id === event.simulation_id) ?? false,
    /** A new simulation has no task status worth filtering on yet; only a workspace filter can keep it out. */
    mayShowNewSimulation: ({ context }, event: NewSimulationCreated) => !context.query.workspace_id || context.query.workspace_id === event.workspace_id,
  },
  delays: searchDelays,
}).createMachine({
  id: 'simulationList',
  context: ({ input }) => {
    const query: SimulationListPageQuery = {
      page: input.page ?? 1,
      page_size: SIMULATION_PAGE_SIZE,
      q: input.q ?? '',
      workspace_id: input.workspace_id ?? '',
      status: input.status ?? '',
    };
    return { query, searchText: query.q, result: null, failure: null, workspaces: [] };
  },
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          entry: { type: 'syncQuery', params: ({ context }) => context.query },
          invoke: {
            id: 'fetchSimulations',
            src: 'fetchSimulations',
            input: ({ context }) => toListQuery(context.query),
            onDone: { target: 'success', actions: { type: 'storeResult', params: ({ event }) => event.output } },
            onError: { target: 'failure', actions: [{ type: 'storeFailure', params: errorOf }, { type: 'reportFailure', params: errorOf }] },
          },
        },
        // The same query again, the cards staying: a realtime update changed what they show.
        refreshing: {
          invoke: {
            id: 'refreshSimulations',
            src: 'fetchSimulations',
            input: ({ context }) => toListQuery(context.query),
            onDone: { target: 'success', actions: { type: 'storeResult', params: ({ event }) => event.output } },
            onError: { target: 'failure', actions: [{ type: 'storeFailure', params: errorOf }, { type: 'reportFailure', params: errorOf }] },
          },
        },
        debouncing,
        success: {
          on: {
            'realtime.task_status_updated': { guard: { type: 'showsSimulation', params: ({ event }) => event }, target: 'refreshing' },
            'realtime.new_simulation_created': { guard: { type: 'mayShowNewSimulation', params: ({ event }) => event }, target: 'refreshing' },
          },
        },
        failure: {
          tags: 'error',
          on: { 'load.retry': 'loading' },
        },
      },
      on: {
        'search.change': { target: '.debouncing', actions: { type: 'storeSearchText', params: ({ event }) => event.text } },
        'search.clear': { target: '.loading', actions: 'clearSearch' },
        'filters.clear': { target: '.loading', actions: 'clearFilters' },
        'workspace.filter': { target: '.loading', actions: { type: 'storeWorkspaceFilter', params: ({ event }) => event.workspaceId } },
        'status.filter': { target: '.loading', actions: { type: 'storeStatusFilter', params: ({ event }) => event.status } },
        'page.change': { target: '.loading', actions: { type: 'storePage', params: ({ event }) => event.page } },
      },
    },
    workspaces: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchWorkspaceOptions',
            src: 'fetchWorkspaceOptions',
            onDone: { target: 'loaded', actions: { type: 'storeWorkspaces', params: ({ event }) => event.output } },
            // The list works without its filter; the filter just offers no workspaces.
            onError: 'unavailable',
          },
        },
        loaded: {},
        unavailable: {},
      },
    },
  },
});
