import type { ApiFailure } from '../../../src/api/apiError';
import type { AdvancedAnalysis, AnalysisFilters, AnalysisWork } from '../../../src/api/schemas/advancedAnalysis.schema';
import type { AssetMatch } from '../../../src/api/schemas/reportSummary.schema';
import { advancedAnalysisMachine } from '../../../src/machines/advancedAnalysis.machine';
import { ANALYSIS_TASK_ID, wholeRun, worksPage } from '../support/analysisFixtures';
import { apiError } from '../support/fixtures';
import { machineModel, type ModelStep } from '../support/modelPaths';

type Sort = { column: string; order: 'asc' | 'desc' };
type Range = { first: number; last: number };

type Expected = {
  filters: AnalysisFilters;
  analysis: AdvancedAnalysis | null;
  failure: ApiFailure | null;
  sort: Sort;
  range: Range;
  total: number | null;
  pages: Record<number, AnalysisWork[]>;
  requestedPage: number;
  worksFailure: ApiFailure | null;
  revision: number;
  asset: AssetMatch | null;
};

/** The table asks for 100 rows at a time; the run has 240 works. */
const PAGE = 100;
const TOTAL = 240;
const TOP: Range = { first: 0, last: PAGE };
const NEAR_END: Range = { first: 150, last: 190 };
const LAST_ROWS: Range = { first: 200, last: 240 };
const arrived = worksPage(0, TOTAL);

const unexpected = apiError(500, 'Unexpected error happened.');
const failedWith500 = { status: 500, message: 'Unexpected error happened.' };
const notEnterprise = apiError(403, 'Advanced reports need the Enterprise plan.');
const notStored = apiError(409, 'The works programme is stored when the lite reports are generated');
const RD_0042: AssetMatch = { index: 41, asset_id: 'RD-0042', name: 'Main Street (north)', location: 'Riverbend' };

/** Which page of 100 holds the range's first row, and whether the table already has it. */
const pageAt = (range: Range) => Math.floor(range.first / PAGE);

/** A filter click or Clear all: totals and the table load again, the table from the top. */
function refilter(filters: (context: Expected) => AnalysisFilters) {
  return (context: Expected): ModelStep<Expected> => ({
    to: ['analysis.open.loading', 'works.loading'],
    context: { filters: filters(context), range: TOP, total: null, pages: {}, requestedPage: 0, worksFailure: null, revision: context.revision + 1 },
  });
}

/** The table moved: the page under its first row loads unless it is here. */
function scroll(range: Range) {
  return (context: Expected): ModelStep<Expected> =>
    context.pages[pageAt(range)] ? { to: 'works.idle', context: { range } } : { to: 'works.loading', context: { range, requestedPage: pageAt(range) } };
}

const toggled = (chosen: string[] | undefined, value: string) => (chosen?.includes(value) ? chosen.filter((other) => other !== value) : [...(chosen ?? []), value]);
function toggle(dimension: keyof AnalysisFilters, value: string) {
  return refilter((context) => {
    const others = Object.fromEntries(Object.entries(context.filters).filter(([key]) => key !== dimension));
    const next = toggled(context.filters[dimension], value);
    return next.length > 0 ? { ...others, [dimension]: next } : others;
  });
}

/**
 * Issue 14 "Advanced reports": an interactive analysis of one run in which every chart filters
 * the others. A click on a bar chooses its value (again: no longer chosen), a chip clears its
 * dimension, Clear all clears every one; each new filter loads the totals again and the table
 * from the top, abandoning the loads in flight. The works table loads the 100 rows under what it
 * shows as it scrolls; a new order loads it again from the top. A portfolio not on Enterprise is
 * refused ('Advanced reports need the Enterprise plan.'); works not yet stored wait for Retry. The
 * drill-down opens one asset's life cycle and closes.
 */
export const advancedAnalysisModel = machineModel<Expected>({
  name: 'advancedAnalysis',
  machine: advancedAnalysisMachine,
  parallel: true,
  starts: [
    {
      label: 'the advanced report window opens',
      input: { taskId: ANALYSIS_TASK_ID },
      state: ['analysis.open.loading', 'works.loading'],
      context: {
        filters: {},
        analysis: null,
        failure: null,
        sort: { column: 'work_no', order: 'asc' },
        range: TOP,
        total: null,
        pages: {},
        requestedPage: 0,
        worksFailure: null,
        revision: 0,
        asset: null,
      },
    },
  ],
  events: {
    'the totals and charts arrive': { type: 'xstate.done.actor.fetchAnalysis', output: wholeRun },
    'the analysis fails with 500': { type: 'xstate.error.actor.fetchAnalysis', error: unexpected },
    'the server refuses: not Enterprise (403)': { type: 'xstate.error.actor.fetchAnalysis', error: notEnterprise },
    'the works are not stored yet (409)': { type: 'xstate.error.actor.fetchAnalysis', error: notStored },
    'Retry the analysis': { type: 'analysis.retry' },
    '100 rows arrive (240 in all)': { type: 'xstate.done.actor.fetchAnalysisWorks', output: arrived },
    'the rows fail with 500': { type: 'xstate.error.actor.fetchAnalysisWorks', error: unexpected },
    'Retry the rows': { type: 'works.retry' },
    'the user clicks the Bridge bar': { type: 'filter.toggle', dimension: 'asset_class', value: 'Bridge' },
    'the user clicks the (blank) hierarchy bar': { type: 'filter.toggle', dimension: 'hierarchy', value: '' },
    'the user removes the asset class chip': { type: 'filter.clear', dimension: 'asset_class' },
    'the user clicks Clear all': { type: 'filter.clearAll' },
    'the table shows rows 151-190': { type: 'works.range', range: NEAR_END },
    'the table shows rows 201-240': { type: 'works.range', range: LAST_ROWS },
    'the table shows its top rows': { type: 'works.range', range: TOP },
    'the user sorts by cost, highest first': { type: 'works.sort', sort: { column: 'cost', order: 'desc' } },
    "the user opens RD-0042's life cycle": { type: 'asset.open', asset: RD_0042 },
    'the user closes the life cycle': { type: 'asset.close' },
  },
  states: {
    'analysis.open.loading': { says: ({ filters }) => `the charts load for ${JSON.stringify(filters)}`, tags: ['busy'], invoked: ({ filters }) => ({ fetchAnalysis: { taskId: ANALYSIS_TASK_ID, filters } }) },
    'analysis.open.ready': { says: ({ analysis }) => `KPIs, charts and map show ${analysis?.totals.works} works` },
    'analysis.open.failed': { says: 'the charts could not load; Retry', tags: ['error'] },
    'analysis.refused': { says: "'Advanced reports need the Enterprise plan.' and how to get it" },
    'analysis.notReady': { says: "the run's works are not stored yet; Retry" },
    'works.loading': {
      says: ({ requestedPage }) => `rows ${requestedPage * PAGE + 1}-${requestedPage * PAGE + PAGE} load`,
      tags: ['loadingWorks'],
      invoked: ({ filters, sort, requestedPage }) => ({ fetchAnalysisWorks: { taskId: ANALYSIS_TASK_ID, filters, sort, offset: requestedPage * PAGE, limit: PAGE } }),
    },
    'works.idle': { says: ({ total, pages }) => `the table of ${total} works shows the rows of pages ${Object.keys(pages).join(', ')}` },
    'works.failed': { says: 'the rows could not load; Retry', tags: ['worksError'] },
  },
  transitions: {
    '*': {
      "the user opens RD-0042's life cycle": { context: { asset: RD_0042 } },
      'the user closes the life cycle': { context: { asset: null } },
    },
    'analysis.open': {
      'the user clicks the Bridge bar': toggle('asset_class', 'Bridge'),
      'the user clicks the (blank) hierarchy bar': toggle('hierarchy', ''),
      'the user removes the asset class chip': refilter(({ filters }) => Object.fromEntries(Object.entries(filters).filter(([dimension]) => dimension !== 'asset_class'))),
      'the user clicks Clear all': refilter(() => ({})),
    },
    'analysis.open.loading': {
      'the totals and charts arrive': { to: 'analysis.open.ready', context: { analysis: wholeRun, failure: null } },
      'the analysis fails with 500': { to: 'analysis.open.failed', context: { failure: failedWith500 } },
      'the server refuses: not Enterprise (403)': { to: 'analysis.refused', context: { failure: { status: 403, message: 'Advanced reports need the Enterprise plan.' } } },
      'the works are not stored yet (409)': { to: 'analysis.notReady', context: { failure: { status: 409, message: 'The works programme is stored when the lite reports are generated' } } },
    },
    'analysis.open.failed': { 'Retry the analysis': 'analysis.open.loading' },
    'analysis.notReady': {
      'Retry the analysis': (context) => ({ to: ['analysis.open.loading', 'works.loading'], context: { range: TOP, total: null, pages: {}, requestedPage: 0, worksFailure: null, revision: context.revision + 1 } }),
    },
    works: {
      'the table shows rows 151-190': scroll(NEAR_END),
      'the table shows rows 201-240': scroll(LAST_ROWS),
      'the table shows its top rows': scroll(TOP),
      'the user sorts by cost, highest first': (context) => ({
        to: 'works.loading',
        context: { sort: { column: 'cost', order: 'desc' }, range: TOP, pages: {}, requestedPage: 0, worksFailure: null, revision: context.revision + 1 },
      }),
    },
    'works.loading': {
      // The page in flight finishes; the rows the table moved to follow it.
      'the table shows rows 151-190': { context: { range: NEAR_END } },
      'the table shows rows 201-240': { context: { range: LAST_ROWS } },
      'the table shows its top rows': { context: { range: TOP } },
      '100 rows arrive (240 in all)': (context) => {
        const pages = { ...context.pages, [context.requestedPage]: arrived.rows };
        const wanted = pageAt(context.range);
        return pages[wanted]
          ? { to: 'works.idle', context: { total: TOTAL, pages, worksFailure: null } }
          : { to: 'works.loading', context: { total: TOTAL, pages, worksFailure: null, requestedPage: wanted } };
      },
      'the rows fail with 500': { to: 'works.failed', context: { worksFailure: failedWith500 } },
    },
    'works.failed': {
      'Retry the rows': (context) => (context.pages[pageAt(context.range)] ? 'works.idle' : { to: 'works.loading', context: { requestedPage: pageAt(context.range) } }),
    },
  },
});
