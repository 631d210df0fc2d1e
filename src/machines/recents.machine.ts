import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { PortfolioSummary } from '../api/schemas/portfolio.schema';
import type { SimulationSummary } from '../api/schemas/simulation.schema';
import type { WorkPlanSummary } from '../api/schemas/workPlanSummary.schema';
import type { WorkspaceSummary } from '../api/schemas/workspace.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

/** The four kinds of recent items the side navigation offers (SPEC 3 "Recent items"). */
export type RecentKind = 'portfolio' | 'workspace' | 'simulation' | 'workPlan';
export const RECENT_KINDS: readonly RecentKind[] = ['portfolio', 'workspace', 'simulation', 'workPlan'];

/** One kind's recent items, most recently updated first. */
export type RecentList =
  | { kind: 'portfolio'; items: PortfolioSummary[] }
  | { kind: 'workspace'; items: WorkspaceSummary[] }
  | { kind: 'simulation'; items: SimulationSummary[] }
  | { kind: 'workPlan'; items: WorkPlanSummary[] };

export type RecentsInput = { kind: RecentKind };

export type RecentsContext = {
  kind: RecentKind;
  list: RecentList | null;
  failure: ApiFailure | null;
};

export type RecentsEvent = { type: 'recents.retry' };

/**
 * The recent items of one kind, shown in the side navigation's secondary panel: loading → loaded,
 * or failed with a retry. The panel runs one of these while it is open and stops it when it closes.
 */
export const recentsMachine = setup({
  types: {
    context: {} as RecentsContext,
    events: {} as RecentsEvent,
    input: {} as RecentsInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchRecents: fromPromise<RecentList, RecentsInput>(notProvided('fetchRecents')),
  },
  actions: {
    storeList: assign({ list: (_, list: RecentList) => list, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
}).createMachine({
  id: 'recents',
  context: ({ input }) => ({ kind: input.kind, list: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchRecents',
        src: 'fetchRecents',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: { target: 'loaded', actions: { type: 'storeList', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    loaded: {},
    failed: {
      tags: 'error',
      on: { 'recents.retry': 'loading' },
    },
  },
});
