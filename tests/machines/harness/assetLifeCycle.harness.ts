import { createActor } from 'xstate';
import type { AssetMatch, ResultsSummary, SummaryCode } from '../../../src/api/schemas/reportSummary.schema';
import { assetLifeCycleMachine, type AssetLifeCycleInput } from '../../../src/machines/assetLifeCycle.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { REPORT_TASK_ID } from '../support/reportFixtures';

export function startAssetLifeCycle(input: AssetLifeCycleInput = { taskId: REPORT_TASK_ID, code: 'asset-life-cycle' }) {
  const searchAssets = controllablePromise<AssetMatch[], { taskId: string; search: string }>();
  const fetchAssetSummary = controllablePromise<ResultsSummary, { taskId: string; code: SummaryCode; assetIndex: number }>();
  const actor = createActor(assetLifeCycleMachine.provide({ actors: { searchAssets: searchAssets.logic, fetchAssetSummary: fetchAssetSummary.logic } }), { input }).start();
  const driver = createPathDriver(actor, { searchAssets, fetchAssetSummary }, { searchPause: 300 });
  return { actor, searchAssets, fetchAssetSummary, driver };
}
