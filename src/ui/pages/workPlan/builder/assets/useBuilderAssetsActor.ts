import { useState } from 'react';
import { fetchAssetFilterOptionsActor } from '../../../../../api/actors/workPlans/fetchAssetFilterOptions.actor';
import { fetchDataSourcesActor } from '../../../../../api/actors/workPlans/fetchDataSources.actor';
import { fetchWorkPlanAssetsActor } from '../../../../../api/actors/workPlans/fetchWorkPlanAssets.actor';
import { builderAssetsMachine } from '../../../../../machines/builderAssets.machine';
import { usePageActor } from '../../../../app/root/usePageActor';
import { useSession } from '../../../../app/session/SessionContext';

/** The one wiring point of the Builder's Assets view: the plan's data sources, the filter's choices and the asset windows through the API. */
export function useBuilderAssetsActor(workPlanId: string) {
  const { api } = useSession();
  const [machine] = useState(() =>
    builderAssetsMachine.provide({
      actors: { loadDataSources: fetchDataSourcesActor(api), loadFilterOptions: fetchAssetFilterOptionsActor(api), fetchAssets: fetchWorkPlanAssetsActor(api) },
    }),
  );
  return usePageActor('builderAssets', machine, { workPlanId });
}

export type BuilderAssetsRef = ReturnType<typeof useBuilderAssetsActor>;
