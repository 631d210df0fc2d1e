import { assign, fromPromise, setup } from 'xstate';
import { hasStatus, toApiFailure, type ApiFailure } from '../api/apiError';
import type { AdvancedComparison, AnalysisFilters } from '../api/schemas/advancedAnalysis.schema';
import { MAX_COMPARED_SIMULATIONS } from '../api/schemas/report.schema';
import type { SimulationPage, SimulationSummary } from '../api/schemas/simulation.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';
import { WORKSPACE_SIMULATIONS_PAGE_SIZE, type WorkspaceSimulationsQuery } from './workspaceSimulations.machine';

export type AdvancedComparisonInput = {
  workspaceId: string;
  /** The simulation whose report is open: chosen from the start. */
  simulationId: string;
  filters: AnalysisFilters;
};

export type AdvancedComparisonContext = {
  workspaceId: string;
  /** The workspace's simulations to choose from. */
  simulations: SimulationSummary[];
  chosen: string[];
  filters: AnalysisFilters;
  comparison: AdvancedComparison | null;
  failure: ApiFailure | null;
  /** The last choice had more simulations than a comparison holds, and was not taken. */
  tooMany: boolean;
};

export type AdvancedComparisonEvent =
  | { type: 'comparison.choose'; simulationIds: string[] }
  /** The analysis' filter changed: the comparison follows it. */
  | { type: 'comparison.filters'; filters: AnalysisFilters }
  | { type: 'comparison.retry' };

export type ComparisonQuery = { workspaceId: string; simulationIds: string[]; filters: AnalysisFilters };

type Choose = Extract<AdvancedComparisonEvent, { type: 'comparison.choose' }>;

/** 403: the workspace's portfolio is not on the Enterprise plan. */
const PLAN_REFUSED = [403];

/**
 * The advanced comparison (issue 14, Enterprise): up to 8 of the workspace's simulations under the
 * analysis' filter. The workspace's simulations load first (`listing`), the open report's one
 * chosen; each choice or filter compares again, cancelling a comparison in flight. A choice of
 * more than MAX_COMPARED_SIMULATIONS is refused and said so, keeping the last; none chosen
 * compares nothing. A refusal for the plan (403) ends in `refused`.
 */
export const advancedComparisonMachine = setup({
  types: {
    context: {} as AdvancedComparisonContext,
    events: {} as AdvancedComparisonEvent,
    input: {} as AdvancedComparisonInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchSimulations: fromPromise<SimulationPage, WorkspaceSimulationsQuery>(notProvided('fetchSimulations')),
    fetchComparison: fromPromise<AdvancedComparison, ComparisonQuery>(notProvided('fetchComparison')),
  },
  actions: {
    storeSimulations: assign({ simulations: (_, page: SimulationPage) => page.contents, failure: null }),
    storeChoice: assign({ chosen: (_, event: Choose) => event.simulationIds, tooMany: false }),
    refuseChoice: assign({ tooMany: true }),
    storeFilters: assign({ filters: (_, filters: AnalysisFilters) => filters }),
    storeComparison: assign({ comparison: (_, comparison: AdvancedComparison) => comparison, failure: null }),
    clearComparison: assign({ comparison: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    isTooMany: (_, event: Choose) => event.simulationIds.length > MAX_COMPARED_SIMULATIONS,
    isNone: (_, event: Choose) => event.simulationIds.length === 0,
    hasChoice: ({ context }) => context.chosen.length > 0,
    isPlanRefusal: (_, error: unknown) => hasStatus(error, PLAN_REFUSED),
  },
}).createMachine({
  id: 'advancedComparison',
  context: ({ input }) => ({
    workspaceId: input.workspaceId,
    simulations: [],
    chosen: [input.simulationId],
    filters: input.filters,
    comparison: null,
    failure: null,
    tooMany: false,
  }),
  initial: 'listing',
  states: {
    listing: {
      tags: 'busy',
      invoke: {
        id: 'fetchSimulations',
        src: 'fetchSimulations',
        input: ({ context }) => ({ workspaceId: context.workspaceId, page: 1, page_size: WORKSPACE_SIMULATIONS_PAGE_SIZE }),
        onDone: { target: 'choosing', actions: { type: 'storeSimulations', params: ({ event }) => event.output } },
        onError: { target: 'listFailed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    listFailed: {
      tags: 'error',
      on: { 'comparison.retry': 'listing' },
    },
    choosing: {
      initial: 'comparing',
      on: {
        'comparison.choose': [
          { guard: { type: 'isTooMany', params: ({ event }) => event }, actions: 'refuseChoice' },
          { guard: { type: 'isNone', params: ({ event }) => event }, target: '.nothingChosen', actions: [{ type: 'storeChoice', params: ({ event }) => event }, 'clearComparison'] },
          { target: '.comparing', actions: { type: 'storeChoice', params: ({ event }) => event } },
        ],
        'comparison.filters': [
          { guard: 'hasChoice', target: '.comparing', actions: { type: 'storeFilters', params: ({ event }) => event.filters } },
          { actions: { type: 'storeFilters', params: ({ event }) => event.filters } },
        ],
      },
      states: {
        comparing: {
          tags: 'busy',
          invoke: {
            id: 'fetchComparison',
            src: 'fetchComparison',
            input: ({ context }) => ({ workspaceId: context.workspaceId, simulationIds: context.chosen, filters: context.filters }),
            onDone: { target: 'compared', actions: { type: 'storeComparison', params: ({ event }) => event.output } },
            onError: [
              { guard: { type: 'isPlanRefusal', params: errorOf }, target: '#advancedComparison.refused', actions: { type: 'storeFailure', params: errorOf } },
              { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
            ],
          },
        },
        compared: {},
        failed: {
          tags: 'error',
          on: { 'comparison.retry': 'comparing' },
        },
        nothingChosen: {},
      },
    },
    refused: {},
  },
});
