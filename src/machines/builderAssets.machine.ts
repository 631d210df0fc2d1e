import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { AssetKey } from '../api/rules/assetSelection';
import {
  ASSET_FILTER_FIELDS,
  isYearSpanValid,
  usesAdvancedFilter,
  type AssetAdvancedFilter,
  type AssetFilterOptions,
  type DataSource,
  type WorkPlanAsset,
  type WorkPlanAssetPage,
} from '../api/schemas/dataSource.schema';
import { keepPages, missingPage, TOP_RANGE, WORKS_PAGE_SIZE, type WorksPages, type WorksRange } from './worksWindow';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

export const ASSET_SEARCH_DEBOUNCE_MS = 300;

export type BuilderAssetsInput = { workPlanId: string };

/** One window of the list as the API is asked for it. */
export type AssetWindowQuery = {
  workPlanId: string;
  /** One data source's assets, or (null) every imported one's. */
  sourceId: string | null;
  /** The quick search; '' for none. */
  search: string;
  filter: AssetAdvancedFilter;
  offset: number;
  limit: number;
};

export type BuilderAssetsContext = {
  workPlanId: string;
  /** The plan's data sources in its order, for the data source filter and each row's data source name. */
  dataSources: DataSource[];
  /** What the advanced filter can choose from. */
  options: AssetFilterOptions | null;
  failure: ApiFailure | null;
  sourceId: string | null;
  /** What the quick search box holds; it becomes the search once typing pauses. */
  searchText: string;
  search: string;
  filter: AssetAdvancedFilter;
  /** The rows the table shows. */
  range: WorksRange;
  /** Assets matching the filters; null until a window says. */
  total: number | null;
  pages: WorksPages<WorkPlanAsset>;
  /** The page being loaded, and where its rows go. */
  requestedPage: number;
  rowsFailure: ApiFailure | null;
  /** Counts the queries the table has had: another one is another list, scrolled to the top. */
  revision: number;
  /** The asset whose name was clicked last: its row stays highlighted. */
  highlighted: AssetKey | null;
};

export type BuilderAssetsEvent =
  | { type: 'retry' }
  | { type: 'rows.range'; range: WorksRange }
  | { type: 'rows.retry' }
  | { type: 'source.change'; sourceId: string | null }
  | { type: 'search.change'; text: string }
  | { type: 'search.clear' }
  /** The advanced filter as the panel now has it. */
  | { type: 'filter.change'; filter: AssetAdvancedFilter }
  /** Quick search, advanced filter and data source all back to none. */
  | { type: 'filters.clear' }
  | { type: 'asset.open'; asset: AssetKey };

/** The filter without the fields not in use, so that an emptied multi-select stops filtering. */
function inUse(filter: AssetAdvancedFilter): AssetAdvancedFilter {
  const kept: AssetAdvancedFilter = {};
  for (const field of ASSET_FILTER_FIELDS) {
    const values = filter[field];
    if (values && values.length > 0) kept[field] = [...values];
  }
  if (filter.year_from !== undefined) kept.year_from = filter.year_from;
  if (filter.year_to !== undefined) kept.year_to = filter.year_to;
  if (filter.has_treatments !== undefined) kept.has_treatments = filter.has_treatments;
  return kept;
}

const pageOf = ({ event }: { event: DoneActorEvent<WorkPlanAssetPage> }) => event.output;

/**
 * The Builder's Assets view of one work plan (SPEC 2 "Work Plan builder"): it loads the plan's
 * data sources and the advanced filter's choices, then the pages of the asset list that the
 * table's virtual scroller shows, keeping a bounded few. A new data source, search or filter
 * starts the list again from the top, cancelling the page in flight; the quick search applies
 * once typing pauses. SPEC 5: quick search and the advanced filter are mutually exclusive, so
 * typing is ignored while an advanced field is in use, and choosing one clears the search. The
 * selection is the builder's (builderSelection.machine.ts), shared with its other views.
 */
export const builderAssetsMachine = setup({
  types: {
    context: {} as BuilderAssetsContext,
    events: {} as BuilderAssetsEvent,
    input: {} as BuilderAssetsInput,
    tags: {} as 'busy' | 'error' | 'loadingRows' | 'rowsError',
  },
  actors: {
    loadDataSources: fromPromise<DataSource[], { workPlanId: string }>(notProvided('loadDataSources')),
    loadFilterOptions: fromPromise<AssetFilterOptions, { workPlanId: string }>(notProvided('loadFilterOptions')),
    fetchAssets: fromPromise<WorkPlanAssetPage, AssetWindowQuery>(notProvided('fetchAssets')),
  },
  actions: {
    storeDataSources: assign({ dataSources: (_, dataSources: DataSource[]) => dataSources }),
    storeOptions: assign({ options: (_, options: AssetFilterOptions) => options, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    storeRange: assign({ range: (_, range: WorksRange) => range }),
    storeSource: assign({ sourceId: (_, sourceId: string | null) => sourceId }),
    storeSearchText: assign({ searchText: (_, text: string) => text }),
    /** The box's text becomes the search, unless the advanced filter is in use. */
    applySearch: assign({ search: ({ context }) => (usesAdvancedFilter(context.filter) ? '' : context.searchText.trim()) }),
    clearSearch: assign({ searchText: '', search: '' }),
    storeFilter: assign(({ context }, filter: AssetAdvancedFilter) => {
      const kept = inUse(filter);
      return usesAdvancedFilter(kept) ? { filter: kept, searchText: '', search: '' } : { filter: kept, search: context.searchText.trim() };
    }),
    clearFilters: assign({ sourceId: null, searchText: '', search: '', filter: {} }),
    restartRows: assign({ range: TOP_RANGE, total: null, pages: {}, rowsFailure: null, revision: ({ context }) => context.revision + 1 }),
    requestMissingPage: assign({ requestedPage: ({ context }) => missingPage(context.range, context.total, context.pages) ?? 0 }),
    storePage: assign({
      total: (_, page: WorkPlanAssetPage) => page.total_count,
      pages: ({ context }, page: WorkPlanAssetPage) => keepPages(context.pages, context.requestedPage, page.contents, context.range),
      rowsFailure: null,
    }),
    storeRowsFailure: assign({ rowsFailure: (_, error: unknown) => toApiFailure(error) }),
    highlight: assign({ highlighted: (_, asset: AssetKey) => ({ data_source_id: asset.data_source_id, asset_id: asset.asset_id }) }),
  },
  guards: {
    missesPage: ({ context }) => missingPage(context.range, context.total, context.pages) !== null,
    /** SPEC 5: quick search is disabled while advanced filter fields are in use. */
    canSearch: ({ context }) => !usesAdvancedFilter(context.filter),
    searchChanged: ({ context }) => context.searchText.trim() !== context.search,
    /** The treatment years, when both are chosen, run forwards. */
    isValidFilter: (_, filter: AssetAdvancedFilter) => isYearSpanValid(filter),
  },
  delays: {
    searchDebounce: ASSET_SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'builderAssets',
  context: ({ input }) => ({
    workPlanId: input.workPlanId,
    dataSources: [],
    options: null,
    failure: null,
    sourceId: null,
    searchText: '',
    search: '',
    filter: {},
    range: TOP_RANGE,
    total: null,
    pages: {},
    requestedPage: 0,
    rowsFailure: null,
    revision: 0,
    highlighted: null,
  }),
  initial: 'loadingSources',
  states: {
    loadingSources: {
      tags: 'busy',
      invoke: {
        id: 'loadDataSources',
        src: 'loadDataSources',
        input: ({ context }) => ({ workPlanId: context.workPlanId }),
        onDone: { target: 'loadingOptions', actions: { type: 'storeDataSources', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    loadingOptions: {
      tags: 'busy',
      invoke: {
        id: 'loadFilterOptions',
        src: 'loadFilterOptions',
        input: ({ context }) => ({ workPlanId: context.workPlanId }),
        onDone: { target: 'ready', actions: { type: 'storeOptions', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failed: {
      tags: 'error',
      on: { retry: 'loadingSources' },
    },
    ready: {
      initial: 'checking',
      on: {
        'rows.range': { target: '.checking', actions: { type: 'storeRange', params: ({ event }) => event.range } },
        'source.change': { target: '.checking', actions: [{ type: 'storeSource', params: ({ event }) => event.sourceId }, 'applySearch', 'restartRows'] },
        // Entered again on every keystroke, so that the pause is counted from the last one.
        'search.change': { guard: 'canSearch', target: '.debouncing', actions: { type: 'storeSearchText', params: ({ event }) => event.text } },
        'search.clear': { target: '.checking', actions: ['clearSearch', 'restartRows'] },
        'filter.change': {
          guard: { type: 'isValidFilter', params: ({ event }) => event.filter },
          target: '.checking',
          actions: [{ type: 'storeFilter', params: ({ event }) => event.filter }, 'restartRows'],
        },
        'filters.clear': { target: '.checking', actions: ['clearFilters', 'restartRows'] },
        'asset.open': { actions: { type: 'highlight', params: ({ event }) => event.asset } },
      },
      states: {
        // Whether the rows shown are all here, whichever way the table moved.
        checking: {
          always: [{ guard: 'missesPage', target: 'loading' }, { target: 'idle' }],
        },
        loading: {
          tags: 'loadingRows',
          entry: 'requestMissingPage',
          // The page in flight is still wanted by a table scrolled a little: the next check follows the new range.
          on: { 'rows.range': { actions: { type: 'storeRange', params: ({ event }) => event.range } } },
          invoke: {
            id: 'fetchAssets',
            src: 'fetchAssets',
            input: ({ context }) => ({
              workPlanId: context.workPlanId,
              sourceId: context.sourceId,
              search: context.search,
              filter: context.filter,
              offset: context.requestedPage * WORKS_PAGE_SIZE,
              limit: WORKS_PAGE_SIZE,
            }),
            onDone: { target: 'checking', actions: { type: 'storePage', params: pageOf } },
            onError: { target: 'failed', actions: { type: 'storeRowsFailure', params: errorOf } },
          },
        },
        idle: {},
        failed: {
          tags: 'rowsError',
          on: { 'rows.retry': 'checking' },
        },
        // The list stays as it is while the user types; it starts again once typing pauses.
        debouncing: {
          on: { 'rows.range': { actions: { type: 'storeRange', params: ({ event }) => event.range } } },
          after: {
            searchDebounce: [{ guard: 'searchChanged', target: 'checking', actions: ['applySearch', 'restartRows'] }, { target: 'checking' }],
          },
        },
      },
    },
  },
});
