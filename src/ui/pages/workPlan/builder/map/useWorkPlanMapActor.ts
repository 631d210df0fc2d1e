import { useState } from 'react';
import { fetchPlanAssetCollectionActor } from '../../../../../api/actors/workPlans/fetchPlanAssetCollection.actor';
import { workPlanMapMachine } from '../../../../../machines/workPlanMap.machine';
import { usePageActor } from '../../../../app/root/usePageActor';
import { useSession } from '../../../../app/session/SessionContext';

/** The one wiring point of a work plan's map: the plan's assets through the API, under `id` (one per page that shows a map). */
export function useWorkPlanMapActor(id: string, workPlanId: string) {
  const { api } = useSession();
  const [machine] = useState(() => workPlanMapMachine.provide({ actors: { loadAssets: fetchPlanAssetCollectionActor(api) } }));
  return usePageActor(id, machine, { workPlanId });
}

export type WorkPlanMapRef = ReturnType<typeof useWorkPlanMapActor>;
