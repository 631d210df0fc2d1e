import { useState } from 'react';
import { fetchAssetSummaryActor } from '../../../../api/actors/reports/fetchAssetSummary.actor';
import { searchAssetsActor } from '../../../../api/actors/reports/searchAssets.actor';
import { assetLifeCycleMachine, type AssetLifeCycleInput } from '../../../../machines/assetLifeCycle.machine';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';

/** The one wiring point of the asset-life-cycle search: the run's assets and one asset's life cycle through the API. */
export function useAssetLifeCycleActor(input: AssetLifeCycleInput) {
  const { api } = useSession();
  const [machine] = useState(() =>
    assetLifeCycleMachine.provide({ actors: { searchAssets: searchAssetsActor(api), fetchAssetSummary: fetchAssetSummaryActor(api) } }),
  );
  return usePageActor('assetLifeCycle', machine, input);
}

export type AssetLifeCycleRef = ReturnType<typeof useAssetLifeCycleActor>;
