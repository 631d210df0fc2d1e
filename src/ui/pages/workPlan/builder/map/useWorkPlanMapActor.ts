import { useState } from 'react';
import { fetchPlanAssetCollectionActor } from '../../../../../api/actors/workPlans/fetchPlanAssetCollection.actor';
import { workPlanMapMachine } from '../../../../../machines/workPlanMap.machine';
import { usePageActor } from '../../../../app/root/usePageActor';
import { useSession } from '../../../../app/session/SessionContext';

/** The one wiring point of the Builder's map: the plan's assets through the API. */
export function useWorkPlanMapActor(workPlanId: string) {
  const { api } = useSession();
  const [machine] = useState(() => workPlanMapMachine.provide({ actors: { loadAssets: fetchPlanAssetCollectionActor(api) } }));
  return usePageActor('builderMap', machine, { workPlanId });
}
