import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { AssetMatch, ResultsSummary, SummaryCode } from '../api/schemas/reportSummary.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

export type AssetLifeCycleInput = { taskId: string; code: SummaryCode };

export type AssetLifeCycleContext = {
  taskId: string;
  code: SummaryCode;
  /** What the search box holds, without surrounding spaces. */
  search: string;
  matches: AssetMatch[];
  searchFailure: ApiFailure | null;
  /** The asset the user opened; until then the tab shows the run's first asset. */
  asset: AssetMatch | null;
  summary: ResultsSummary | null;
  failure: ApiFailure | null;
};

export type AssetLifeCycleEvent = { type: 'asset.search'; text: string } | { type: 'asset.select'; asset: AssetMatch };

/**
 * The asset-life-cycle tab's search (issue 14: find any asset of the run by id or name, server
 * side), in two regions. `search` asks the server once typing pauses for 300 ms; an emptied box
 * clears the matches. `asset` opens the chosen asset's life cycle (its states year by year and its
 * treatments); a failure keeps the search and says so (SPEC 8 asset data text).
 */
export const assetLifeCycleMachine = setup({
  types: {
    context: {} as AssetLifeCycleContext,
    events: {} as AssetLifeCycleEvent,
    input: {} as AssetLifeCycleInput,
  },
  actors: {
    searchAssets: fromPromise<AssetMatch[], { taskId: string; search: string }>(notProvided('searchAssets')),
    fetchAssetSummary: fromPromise<ResultsSummary, { taskId: string; code: SummaryCode; assetIndex: number }>(notProvided('fetchAssetSummary')),
  },
  actions: {
    storeSearch: assign({ search: (_, text: string) => text.trim() }),
    clearMatches: assign({ search: '', matches: [], searchFailure: null }),
    storeMatches: assign({ matches: (_, matches: AssetMatch[]) => matches, searchFailure: null }),
    storeSearchFailure: assign({ matches: [], searchFailure: (_, error: unknown) => toApiFailure(error) }),
    storeAsset: assign({ asset: (_, asset: AssetMatch) => asset, failure: null }),
    storeSummary: assign({ summary: (_, summary: ResultsSummary) => summary }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    isBlank: (_, text: string) => text.trim() === '',
  },
  delays: {
    /** Search once typing pauses, not on every key. */
    searchPause: 300,
  },
}).createMachine({
  id: 'assetLifeCycle',
  context: ({ input }) => ({ taskId: input.taskId, code: input.code, search: '', matches: [], searchFailure: null, asset: null, summary: null, failure: null }),
  type: 'parallel',
  states: {
    search: {
      initial: 'idle',
      on: {
        'asset.search': [
          { guard: { type: 'isBlank', params: ({ event }) => event.text }, target: '.idle', actions: 'clearMatches' },
          // Each key starts the pause again.
          { target: '.pausing', actions: { type: 'storeSearch', params: ({ event }) => event.text } },
        ],
      },
      states: {
        idle: {},
        pausing: { after: { searchPause: 'searching' } },
        searching: {
          invoke: {
            id: 'searchAssets',
            src: 'searchAssets',
            input: ({ context }) => ({ taskId: context.taskId, search: context.search }),
            onDone: { target: 'idle', actions: { type: 'storeMatches', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'storeSearchFailure', params: errorOf } },
          },
        },
      },
    },
    asset: {
      initial: 'first',
      on: {
        'asset.select': { target: '.opening', actions: { type: 'storeAsset', params: ({ event }) => event.asset } },
      },
      states: {
        first: {},
        opening: {
          invoke: {
            id: 'fetchAssetSummary',
            src: 'fetchAssetSummary',
            input: ({ context }) => ({ taskId: context.taskId, code: context.code, assetIndex: context.asset!.index }),
            onDone: { target: 'shown', actions: { type: 'storeSummary', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
          },
        },
        shown: {},
        failed: {},
      },
    },
  },
});
