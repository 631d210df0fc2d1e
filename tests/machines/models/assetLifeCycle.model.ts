import type { ApiFailure } from '../../../src/api/apiError';
import type { AssetMatch, ResultsSummary } from '../../../src/api/schemas/reportSummary.schema';
import { assetLifeCycleMachine } from '../../../src/machines/assetLifeCycle.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { assetMatches, REPORT_TASK_ID, summaryOf } from '../support/reportFixtures';

type Expected = {
  search: string;
  matches: AssetMatch[];
  searchFailure: ApiFailure | null;
  asset: AssetMatch | null;
  summary: ResultsSummary | null;
  failure: ApiFailure | null;
};

const unexpected = apiError(500, 'Unexpected error happened.');
const failedWith500 = { status: 500, message: 'Unexpected error happened.' };
const lifeCycle = summaryOf('asset-life-cycle', [[2026, 3], [2027, 0]]);
const opened = assetMatches[1]!;

/**
 * Issue 14 "asset-life-cycle": find any asset of the run by id or name with a server-side search
 * (asked once typing pauses for 300 ms, with the text trimmed; an emptied box clears the matches),
 * then see the chosen asset's life cycle; SPEC 8: a failure to get the asset data says so.
 */
export const assetLifeCycleModel = machineModel({
  name: 'assetLifeCycle',
  machine: assetLifeCycleMachine,
  parallel: true,
  starts: [
    {
      label: 'asset life cycle tab shown',
      input: { taskId: REPORT_TASK_ID, code: 'asset-life-cycle' },
      state: ['search.idle', 'asset.first'],
      context: { search: '', matches: [], searchFailure: null, asset: null, summary: null, failure: null } as Expected,
    },
  ],
  events: {
    'the user types " main "': { type: 'asset.search', text: ' main ' },
    'the user empties the search box': { type: 'asset.search', text: '  ' },
    'typing pauses for 300 ms': { type: 'xstate.after.searchPause.assetLifeCycle.search.pausing' },
    'the matches arrive': { type: 'xstate.done.actor.searchAssets', output: assetMatches },
    'the search fails with 500': { type: 'xstate.error.actor.searchAssets', error: unexpected },
    'the user opens RD-0421': { type: 'asset.select', asset: opened },
    "the asset's life cycle loads": { type: 'xstate.done.actor.fetchAssetSummary', output: lifeCycle },
    "the asset's life cycle fails with 500": { type: 'xstate.error.actor.fetchAssetSummary', error: unexpected },
  },
  states: {
    'search.idle': { says: ({ search, matches }) => (search ? `${matches.length} match(es) for "${search}"` : 'the search box is empty') },
    'search.pausing': { says: ({ search }) => `waiting for typing to pause before searching "${search}"` },
    'search.searching': { says: "searching the run's assets", invoked: ({ search }) => ({ searchAssets: { taskId: REPORT_TASK_ID, search } }) },
    'asset.first': { says: "the run's first asset, as the tab loaded it" },
    'asset.opening': { says: ({ asset }) => `opening ${asset?.asset_id}`, invoked: ({ asset }) => ({ fetchAssetSummary: { taskId: REPORT_TASK_ID, code: 'asset-life-cycle', assetIndex: asset?.index } }) },
    'asset.shown': { says: ({ asset }) => `the life cycle of ${asset?.asset_id}` },
    'asset.failed': { says: ({ failure }) => `the asset data could not load: "${failure?.message}"` },
  },
  transitions: {
    search: {
      'the user types " main "': { to: 'search.pausing', context: { search: 'main' } },
      'the user empties the search box': { to: 'search.idle', context: { search: '', matches: [], searchFailure: null } },
    },
    'search.pausing': { 'typing pauses for 300 ms': 'search.searching' },
    'search.searching': {
      'the matches arrive': { to: 'search.idle', context: { matches: assetMatches, searchFailure: null } },
      'the search fails with 500': { to: 'search.idle', context: { matches: [], searchFailure: failedWith500 } },
    },
    asset: { 'the user opens RD-0421': { to: 'asset.opening', context: { asset: opened, failure: null } } },
    'asset.opening': {
      "the asset's life cycle loads": { to: 'asset.shown', context: { summary: lifeCycle } },
      "the asset's life cycle fails with 500": { to: 'asset.failed', context: { failure: failedWith500 } },
    },
  },
});
