import type { ApiFailure } from '../../../src/api/apiError';
import type { AssetAdvancedFilter, AssetFilterOptions, DataSource, WorkPlanAsset } from '../../../src/api/schemas/dataSource.schema';
import { builderAssetsMachine } from '../../../src/machines/builderAssets.machine';
import { ASSET_WINDOW, BUILDER_WORK_PLAN_ID as WP, FILTER_OPTIONS, MAINS_SOURCE, ROADS_SOURCE } from '../harness/builderAssets.harness';
import { apiError } from '../support/fixtures';
import { machineModel, type ModelStep } from '../support/modelPaths';

type Range = { first: number; last: number };
type Expected = {
  workPlanId: string;
  dataSources: DataSource[];
  options: AssetFilterOptions | null;
  failure: ApiFailure | null;
  sourceId: string | null;
  searchText: string;
  search: string;
  filter: AssetAdvancedFilter;
  range: Range;
  total: number | null;
  pages: Record<number, WorkPlanAsset[]>;
  requestedPage: number;
  rowsFailure: ApiFailure | null;
  revision: number;
  highlighted: { data_source_id: string; asset_id: string } | null;
};

const SERVER_DOWN = apiError(503, 'The service is currently down for maintenance.');
const DOWN: ApiFailure = { status: 503, message: 'The service is currently down for maintenance.' };

/** A window is 100 rows; the table starts at the top, showing up to a window. */
const WINDOW = 100;
const TOP: Range = { first: 0, last: WINDOW };
const MIDDLE: Range = { first: 120, last: 140 };
const BACK_UP: Range = { first: 0, last: 20 };
const ROAD_BELMONT: AssetAdvancedFilter = { asset_class: ['Road'], location: ['Belmont'] };

/** The windows holding the rows the table shows, within the total once known: only those are loaded. */
function windowsShown({ first, last }: Range, total: number | null): number[] {
  const lastRow = Math.min(last - 1, total === null ? Infinity : total - 1);
  const windows: number[] = [];
  for (let n = Math.floor(first / WINDOW); n <= Math.floor(lastRow / WINDOW); n++) windows.push(n);
  return windows;
}

/** After any change the list loads the first window it shows and lacks, or rests. */
function loadOrRest(context: Expected, change: Partial<Expected> = {}): ModelStep<Expected> {
  const next = { ...context, ...change };
  const missing = windowsShown(next.range, next.total).find((n) => next.pages[n] === undefined);
  return missing === undefined ? { to: 'ready.idle', context: change } : { to: 'ready.loading', context: { ...change, requestedPage: missing } };
}

/** A new source, search or filter is another list: empty, from the top, its first window loading. */
const restart = (context: Expected, change: Partial<Expected>): ModelStep<Expected> =>
  loadOrRest(context, { ...change, range: TOP, total: null, pages: {}, rowsFailure: null, revision: context.revision + 1 });

const advancedInUse = (filter: AssetAdvancedFilter) => Object.keys(filter).length > 0;

/** What the API is asked for: one window of the list under the data source, search and filter. */
const windowQuery = ({ sourceId, search, filter, requestedPage }: Expected) => ({ workPlanId: WP, sourceId, search, filter, offset: requestedPage * WINDOW, limit: WINDOW });

const START: Expected = {
  workPlanId: WP,
  dataSources: [],
  options: null,
  failure: null,
  sourceId: null,
  searchText: '',
  search: '',
  filter: {},
  range: TOP,
  total: null,
  pages: {},
  requestedPage: 0,
  rowsFailure: null,
  revision: 0,
  highlighted: null,
};

const SCROLL_MIDDLE = 'the user scrolls to rows 120 to 140';
const SCROLL_UP = 'the user scrolls back to the top';
const TYPE = 'the user types " church "';
const PAUSE = 'typing pauses for 300 ms';
const CHOOSE = 'the user chooses Road assets in Belmont';
const REVERSED = 'the user chooses treatment years 2031 to 2027';
const EMPTY_FILTER = 'the user empties every advanced filter field';

/** The table is scrolled: a window it now shows and lacks loads, unless one is loading or typing is under way (the next check follows the new rows). */
const scroll = (range: Range) => ({
  ready: (context: Expected) => loadOrRest(context, { range }),
  busy: { context: { range } },
});

/**
 * SPEC 2 "Work Plan builder", Assets: the plan's data sources and the advanced filter's choices
 * load, then the asset list one window of 100 at a time, only the windows the table shows (issue
 * 15: 100,000 rows scroll smoothly). A data source, a quick search (once typing pauses for 300 ms)
 * or an advanced filter starts the list again from the top. SPEC 5: advanced filter and quick
 * search are mutually exclusive: typing is ignored while an advanced field is in use, and choosing
 * one clears the search. Treatment years that run backwards are not applied. Clicking an asset's
 * name keeps its row highlighted.
 */
export const builderAssetsModel = machineModel({
  name: 'builderAssets',
  machine: builderAssetsMachine,
  starts: [{ label: "a work plan's Builder - Assets opens", input: { workPlanId: WP }, state: 'loadingSources', context: START }],
  events: {
    'the data sources arrive': { type: 'xstate.done.actor.loadDataSources', output: [ROADS_SOURCE, MAINS_SOURCE] },
    'loading the data sources fails': { type: 'xstate.error.actor.loadDataSources', error: SERVER_DOWN },
    'the filter choices arrive': { type: 'xstate.done.actor.loadFilterOptions', output: FILTER_OPTIONS },
    'loading the filter choices fails': { type: 'xstate.error.actor.loadFilterOptions', error: SERVER_DOWN },
    Retry: { type: 'retry' },
    'a window of 250 assets arrives': { type: 'xstate.done.actor.fetchAssets', output: ASSET_WINDOW },
    'loading a window fails': { type: 'xstate.error.actor.fetchAssets', error: SERVER_DOWN },
    'Retry the list': { type: 'rows.retry' },
    [SCROLL_MIDDLE]: { type: 'rows.range', range: MIDDLE },
    [SCROLL_UP]: { type: 'rows.range', range: BACK_UP },
    'the user picks Water main renewals': { type: 'source.change', sourceId: MAINS_SOURCE.id },
    'the user picks all data sources': { type: 'source.change', sourceId: null },
    [TYPE]: { type: 'search.change', text: ' church ' },
    [PAUSE]: { type: 'xstate.after.searchDebounce.builderAssets.ready.debouncing' },
    'the user clears the quick search': { type: 'search.clear' },
    [CHOOSE]: { type: 'filter.change', filter: ROAD_BELMONT },
    [REVERSED]: { type: 'filter.change', filter: { year_from: 2031, year_to: 2027 } },
    [EMPTY_FILTER]: { type: 'filter.change', filter: { asset_class: [], location: [] } },
    'the user clears the filters': { type: 'filters.clear' },
    'the user opens Church Street': { type: 'asset.open', asset: { data_source_id: ROADS_SOURCE.id, asset_id: 'RD-00002' } },
  },
  // Which windows are here, and whether a search is applied: what decides if a scroll or a pause loads anything.
  traversalKey: (context: Expected) => `windows ${Object.keys(context.pages).join('+') || 'none'}, ${context.search ? 'searched' : 'not searched'}`,
  states: {
    loadingSources: { says: "the plan's data sources are loading", tags: ['busy'], invoked: { loadDataSources: { workPlanId: WP } } },
    loadingOptions: { says: "the advanced filter's choices are loading", tags: ['busy'], invoked: { loadFilterOptions: { workPlanId: WP } } },
    failed: { says: ({ failure }) => `"The assets of this work plan could not be loaded. ${failure?.message}" with Retry`, tags: ['error'] },
    ready: {
      says: ({ total, sourceId, search, filter }) =>
        `the toolbar (data source ${sourceId ?? 'all'}, quick search "${search}"${advancedInUse(filter) ? ' disabled: advanced filter in use' : ''}) over ${total ?? 'a counting'} asset(s)`,
    },
    'ready.loading': { says: ({ requestedPage }) => `window ${requestedPage} is loading`, tags: ['loadingRows'], invoked: (context) => ({ fetchAssets: windowQuery(context) }) },
    'ready.idle': { says: ({ pages }) => `windows ${Object.keys(pages).join(', ') || 'none'} shown` },
    'ready.failed': { says: ({ rowsFailure }) => `the list failed to load: "${rowsFailure?.message}", with Retry`, tags: ['rowsError'] },
    'ready.debouncing': { says: ({ searchText }) => `the search box holds "${searchText}", waiting for typing to pause` },
  },
  transitions: {
    loadingSources: {
      'the data sources arrive': { to: 'loadingOptions', context: { dataSources: [ROADS_SOURCE, MAINS_SOURCE] } },
      'loading the data sources fails': { to: 'failed', context: { failure: DOWN } },
    },
    loadingOptions: {
      'the filter choices arrive': (context) => loadOrRest(context, { options: FILTER_OPTIONS, failure: null }),
      'loading the filter choices fails': { to: 'failed', context: { failure: DOWN } },
    },
    failed: { Retry: 'loadingSources' },
    ready: {
      [SCROLL_MIDDLE]: scroll(MIDDLE).ready,
      [SCROLL_UP]: scroll(BACK_UP).ready,
      'the user picks Water main renewals': (context) => restart(context, { sourceId: MAINS_SOURCE.id, search: advancedInUse(context.filter) ? '' : context.searchText.trim() }),
      'the user picks all data sources': (context) => restart(context, { sourceId: null, search: advancedInUse(context.filter) ? '' : context.searchText.trim() }),
      [TYPE]: (context) => (advancedInUse(context.filter) ? {} : { to: 'ready.debouncing', context: { searchText: ' church ' } }),
      'the user clears the quick search': (context) => restart(context, { searchText: '', search: '' }),
      [CHOOSE]: (context) => restart(context, { filter: ROAD_BELMONT, searchText: '', search: '' }),
      [REVERSED]: {},
      [EMPTY_FILTER]: (context) => restart(context, { filter: {}, search: context.searchText.trim() }),
      'the user clears the filters': (context) => restart(context, { sourceId: null, searchText: '', search: '', filter: {} }),
      'the user opens Church Street': { context: { highlighted: { data_source_id: ROADS_SOURCE.id, asset_id: 'RD-00002' } } },
    },
    'ready.loading': {
      [SCROLL_MIDDLE]: scroll(MIDDLE).busy,
      [SCROLL_UP]: scroll(BACK_UP).busy,
      'a window of 250 assets arrives': (context) => loadOrRest(context, { total: 250, pages: { ...context.pages, [context.requestedPage]: ASSET_WINDOW.contents }, rowsFailure: null }),
      'loading a window fails': { to: 'ready.failed', context: { rowsFailure: DOWN } },
    },
    'ready.failed': { 'Retry the list': (context) => loadOrRest(context) },
    'ready.debouncing': {
      [SCROLL_MIDDLE]: scroll(MIDDLE).busy,
      [SCROLL_UP]: scroll(BACK_UP).busy,
      // The search is the text without its surrounding spaces; the same search again loads nothing new.
      [PAUSE]: (context) => (context.searchText.trim() === context.search ? loadOrRest(context) : restart(context, { search: context.searchText.trim() })),
    },
  },
});
