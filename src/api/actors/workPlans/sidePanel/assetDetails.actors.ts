import { fromPromise } from 'xstate';
import type { SidePanelItemInput } from '../../../../machines/sidePanelItem.machine';
import type { ApiClient } from '../../../client';
import type { DataSource } from '../../../schemas/dataSource.schema';
import type { WorkPlanAssetItem } from '../../../schemas/workPlanItem.schema';
import { fetchAssetItem, fetchDataSourceList } from './planItems';

/** What the asset_details view shows: the asset and the data source it came from, null when the plan no longer lists it. */
export type AssetDetails = { asset: WorkPlanAssetItem; dataSource: DataSource | null };

/** The asset_details view's effect: the asset and the plan's data sources, side by side, to name the asset's. */
export function assetDetailsActors(api: ApiClient, ids: { assetKey: string }) {
  return {
    fetchItem: fromPromise<unknown, SidePanelItemInput>(async ({ input, signal }) => {
      const [asset, sources] = await Promise.all([fetchAssetItem(api, input.workPlanId, ids.assetKey, signal), fetchDataSourceList(api, input.workPlanId, signal)]);
      return { asset, dataSource: sources.find((candidate) => candidate.id === asset.data_source_id) ?? null } satisfies AssetDetails;
    }),
  };
}
