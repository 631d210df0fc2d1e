import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import { hasStatus, toApiFailure, type ApiFailure } from '../api/apiError';
import type { AdvancedAnalysis, AnalysisDimension, AnalysisFilters, AnalysisWorksPage } from '../api/schemas/advancedAnalysis.schema';
import type { AssetMatch } from '../api/schemas/reportSummary.schema';
import { clearDimension, toggleValue } from './analysisFilters';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';
import { keepPages, missingPage, TOP_RANGE, WORKS_PAGE_SIZE, type WorksPages, type WorksRange, type WorksSort } from './worksWindow';

export type AdvancedAnalysisInput = { taskId: string };

export type AdvancedAnalysisContext = {
  taskId: string;
  filters: AnalysisFilters;
  analysis: AdvancedAnalysis | null;
  failure: ApiFailure | null;
  sort: WorksSort;
  /** The rows the table shows. */
  range: WorksRange;
  /** Works matching the filter; null until a page says. */
  total: number | null;
  pages: WorksPages;
  /** The page being loaded, and where its rows go. */
  requestedPage: number;
  worksFailure: ApiFailure | null;
  /** Counts the filters and orders the table has had: another one is another table, scrolled to the top. */
  revision: number;
  /** The asset whose life cycle the drill-down shows. */
  asset: AssetMatch | null;
};

export type AdvancedAnalysisEvent =
  | { type: 'filter.toggle'; dimension: AnalysisDimension; value: string }
  | { type: 'filter.clear'; dimension: AnalysisDimension }
  | { type: 'filter.clearAll' }
  | { type: 'analysis.retry' }
  | { type: 'works.range'; range: WorksRange }
  | { type: 'works.sort'; sort: WorksSort }
  | { type: 'works.retry' }
  | { type: 'asset.open'; asset: AssetMatch }
  | { type: 'asset.close' };

export type WorksWindowQuery = { taskId: string; filters: AnalysisFilters; sort: WorksSort; offset: number; limit: number };

type Toggle = Extract<AdvancedAnalysisEvent, { type: 'filter.toggle' }>;

/** 403: the portfolio is not on the Enterprise plan (the server's 'Advanced reports need the Enterprise plan.'). */
const PLAN_REFUSED = [403];
/** 409: the run's works are not stored yet (its reports are still being generated, or must be again). */
const NOT_READY = [409];

const pageOf = ({ event }: { event: DoneActorEvent<AnalysisWorksPage> }) => event.output;

/**
 * The advanced report's analysis of one run (issue 14, Enterprise), in two regions. `analysis`
 * loads the filtered totals and every dimension's values for the charts and the map; `works`
 * loads the pages of the table that its virtual scroller shows, keeping a bounded few. A new
 * filter cancels both loads in flight and starts them again (the table from the top); a new order
 * restarts the table only. A refusal for the plan (403) ends in `refused`; works not stored yet
 * (409) in `notReady`, with Retry. The drill-down opens one asset's life cycle over the page.
 */
export const advancedAnalysisMachine = setup({
  types: {
    context: {} as AdvancedAnalysisContext,
    events: {} as AdvancedAnalysisEvent,
    input: {} as AdvancedAnalysisInput,
    tags: {} as 'busy' | 'error' | 'loadingWorks' | 'worksError',
  },
  actors: {
    fetchAnalysis: fromPromise<AdvancedAnalysis, { taskId: string; filters: AnalysisFilters }>(notProvided('fetchAnalysis')),
    fetchAnalysisWorks: fromPromise<AnalysisWorksPage, WorksWindowQuery>(notProvided('fetchAnalysisWorks')),
  },
  actions: {
    toggleFilter: assign({ filters: ({ context }, event: Toggle) => toggleValue(context.filters, event.dimension, event.value) }),
    clearFilter: assign({ filters: ({ context }, dimension: AnalysisDimension) => clearDimension(context.filters, dimension) }),
    clearFilters: assign({ filters: {} }),
    restartWorks: assign({ range: TOP_RANGE, total: null, pages: {}, worksFailure: null, revision: ({ context }) => context.revision + 1 }),
    reorderWorks: assign({ sort: (_, sort: WorksSort) => sort, range: TOP_RANGE, pages: {}, worksFailure: null, revision: ({ context }) => context.revision + 1 }),
    storeAnalysis: assign({ analysis: (_, analysis: AdvancedAnalysis) => analysis, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    storeRange: assign({ range: (_, range: WorksRange) => range }),
    requestMissingPage: assign({ requestedPage: ({ context }) => missingPage(context.range, context.total, context.pages) ?? 0 }),
    storePage: assign({
      total: (_, page: AnalysisWorksPage) => page.total,
      pages: ({ context }, page: AnalysisWorksPage) => keepPages(context.pages, context.requestedPage, page.rows, context.range),
      worksFailure: null,
    }),
    storeWorksFailure: assign({ worksFailure: (_, error: unknown) => toApiFailure(error) }),
    openAsset: assign({ asset: (_, asset: AssetMatch) => asset }),
    closeAsset: assign({ asset: null }),
  },
  guards: {
    isPlanRefusal: (_, error: unknown) => hasStatus(error, PLAN_REFUSED),
    isNotReady: (_, error: unknown) => hasStatus(error, NOT_READY),
    missesPage: ({ context }) => missingPage(context.range, context.total, context.pages) !== null,
  },
}).createMachine({
  id: 'advancedAnalysis',
  context: ({ input }) => ({
    taskId: input.taskId,
    filters: {},
    analysis: null,
    failure: null,
    sort: { column: 'work_no', order: 'asc' },
    range: TOP_RANGE,
    total: null,
    pages: {},
    requestedPage: 0,
    worksFailure: null,
    revision: 0,
    asset: null,
  }),
  type: 'parallel',
  on: {
    'asset.open': { actions: { type: 'openAsset', params: ({ event }) => event.asset } },
    'asset.close': { actions: 'closeAsset' },
  },
  states: {
    analysis: {
      initial: 'open',
      states: {
        open: {
          initial: 'loading',
          on: {
            'filter.toggle': { target: ['.loading', '#advancedAnalysis.works.checking'], actions: [{ type: 'toggleFilter', params: ({ event }) => event }, 'restartWorks'] },
            'filter.clear': { target: ['.loading', '#advancedAnalysis.works.checking'], actions: [{ type: 'clearFilter', params: ({ event }) => event.dimension }, 'restartWorks'] },
            'filter.clearAll': { target: ['.loading', '#advancedAnalysis.works.checking'], actions: ['clearFilters', 'restartWorks'] },
          },
          states: {
            loading: {
              tags: 'busy',
              invoke: {
                id: 'fetchAnalysis',
                src: 'fetchAnalysis',
                input: ({ context }) => ({ taskId: context.taskId, filters: context.filters }),
                onDone: { target: 'ready', actions: { type: 'storeAnalysis', params: ({ event }) => event.output } },
                onError: [
                  { guard: { type: 'isPlanRefusal', params: errorOf }, target: '#advancedAnalysis.analysis.refused', actions: { type: 'storeFailure', params: errorOf } },
                  { guard: { type: 'isNotReady', params: errorOf }, target: '#advancedAnalysis.analysis.notReady', actions: { type: 'storeFailure', params: errorOf } },
                  { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
                ],
              },
            },
            ready: {},
            failed: {
              tags: 'error',
              on: { 'analysis.retry': 'loading' },
            },
          },
        },
        // The plan does not include advanced reports: nothing more is asked.
        refused: {},
        notReady: {
          on: { 'analysis.retry': { target: ['open', '#advancedAnalysis.works.checking'], actions: 'restartWorks' } },
        },
      },
    },
    works: {
      initial: 'checking',
      on: {
        'works.sort': { target: '.checking', actions: { type: 'reorderWorks', params: ({ event }) => event.sort } },
        'works.range': { target: '.checking', actions: { type: 'storeRange', params: ({ event }) => event.range } },
      },
      states: {
        // Whether the rows shown are all here, whichever way the table moved.
        checking: {
          always: [{ guard: 'missesPage', target: 'loading' }, { target: 'idle' }],
        },
        loading: {
          tags: 'loadingWorks',
          entry: 'requestMissingPage',
          // The page in flight is still wanted by a table scrolled a little: the next check follows the new range.
          on: { 'works.range': { actions: { type: 'storeRange', params: ({ event }) => event.range } } },
          invoke: {
            id: 'fetchAnalysisWorks',
            src: 'fetchAnalysisWorks',
            input: ({ context }) => ({
              taskId: context.taskId,
              filters: context.filters,
              sort: context.sort,
              offset: context.requestedPage * WORKS_PAGE_SIZE,
              limit: WORKS_PAGE_SIZE,
            }),
            onDone: { target: 'checking', actions: { type: 'storePage', params: pageOf } },
            onError: { target: 'failed', actions: { type: 'storeWorksFailure', params: errorOf } },
          },
        },
        idle: {},
        failed: {
          tags: 'worksError',
          on: { 'works.retry': 'checking' },
        },
      },
    },
  },
});
