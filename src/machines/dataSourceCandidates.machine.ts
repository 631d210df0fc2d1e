import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import { DATA_SOURCE_IMPORT_MAX, type DataSourceCandidate } from '../api/schemas/dataSource.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

export type DataSourceCandidatesInput = { workPlanId: string };

export type DataSourceCandidatesContext = {
  workPlanId: string;
  /** The completed runs of the plan's portfolio, by workspace and simulation name. */
  candidates: DataSourceCandidate[];
  /** The search over workspace and simulation names, as typed. */
  query: string;
  /** The tasks chosen for import, in the order they were chosen. */
  selected: string[];
  failure: ApiFailure | null;
};

export type DataSourceCandidatesEvent =
  | { type: 'retry' }
  | { type: 'search'; query: string }
  | { type: 'candidate.toggle'; taskId: string }
  /** Chooses every importable run of the workspace that is not chosen yet, or, when all are, none of them. */
  | { type: 'workspace.toggle'; workspaceId: string }
  | { type: 'selection.clear' };

/** SPEC 5: a simulation already imported cannot be imported again. */
const importable = (candidates: DataSourceCandidate[]) => candidates.filter(({ imported }) => !imported);
const workspaceRuns = (context: DataSourceCandidatesContext, workspaceId: string) =>
  importable(context.candidates)
    .filter((candidate) => candidate.workspace_id === workspaceId)
    .map(({ task_id: taskId }) => taskId);

/**
 * The create page's choice of data sources: the completed runs of the plan's portfolio, searched
 * by name, of which the user ticks the ones to import. Runs already imported stay listed but
 * cannot be chosen; at most DATA_SOURCE_IMPORT_MAX are chosen at once. The import itself is the
 * data source imports machine's.
 */
export const dataSourceCandidatesMachine = setup({
  types: {
    context: {} as DataSourceCandidatesContext,
    events: {} as DataSourceCandidatesEvent,
    input: {} as DataSourceCandidatesInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    loadCandidates: fromPromise<DataSourceCandidate[], { workPlanId: string }>(notProvided('loadCandidates')),
  },
  actions: {
    storeCandidates: assign({ candidates: (_, candidates: DataSourceCandidate[]) => candidates, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    storeQuery: assign({ query: (_, query: string) => query }),
    toggle: assign({
      selected: ({ context }, taskId: string) => (context.selected.includes(taskId) ? context.selected.filter((id) => id !== taskId) : [...context.selected, taskId]),
    }),
    toggleWorkspace: assign({
      selected: ({ context }, workspaceId: string) => {
        const runs = workspaceRuns(context, workspaceId);
        if (runs.every((taskId) => context.selected.includes(taskId))) return context.selected.filter((taskId) => !runs.includes(taskId));
        const room = DATA_SOURCE_IMPORT_MAX - context.selected.length;
        return [...context.selected, ...runs.filter((taskId) => !context.selected.includes(taskId)).slice(0, room)];
      },
    }),
    clearSelection: assign({ selected: [] }),
  },
  guards: {
    canToggle: ({ context }, taskId: string) => {
      if (context.selected.includes(taskId)) return true;
      return context.selected.length < DATA_SOURCE_IMPORT_MAX && importable(context.candidates).some(({ task_id: id }) => id === taskId);
    },
    canToggleWorkspace: ({ context }, workspaceId: string) => {
      const runs = workspaceRuns(context, workspaceId);
      const allChosen = runs.every((taskId) => context.selected.includes(taskId));
      return runs.length > 0 && (allChosen || context.selected.length < DATA_SOURCE_IMPORT_MAX);
    },
  },
}).createMachine({
  id: 'dataSourceCandidates',
  context: ({ input }) => ({ workPlanId: input.workPlanId, candidates: [], query: '', selected: [], failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadCandidates',
        src: 'loadCandidates',
        input: ({ context }) => ({ workPlanId: context.workPlanId }),
        onDone: { target: 'ready', actions: { type: 'storeCandidates', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    loadFailed: {
      tags: 'error',
      on: { retry: 'loading' },
    },
    ready: {
      on: {
        search: { actions: { type: 'storeQuery', params: ({ event }) => event.query } },
        'candidate.toggle': { guard: { type: 'canToggle', params: ({ event }) => event.taskId }, actions: { type: 'toggle', params: ({ event }) => event.taskId } },
        'workspace.toggle': {
          guard: { type: 'canToggleWorkspace', params: ({ event }) => event.workspaceId },
          actions: { type: 'toggleWorkspace', params: ({ event }) => event.workspaceId },
        },
        'selection.clear': { actions: 'clearSelection' },
      },
    },
  },
});
