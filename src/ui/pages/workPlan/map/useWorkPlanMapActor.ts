import { useState } from 'react';
import { fetchPlanAssetCollectionActor } from '../../../../api/actors/workPlans/fetchPlanAssetCollection.actor';
import { workPlanMapMachine, type MapColourBy } from '../../../../machines/workPlanMap.machine';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';

/**
 * The one wiring point of a plan's map (Builder - Map, Insights - Map): the plan's assets through
 * the API, under the page id given, first coloured as the view that shows it reads best.
 */
export function useWorkPlanMapActor(pageId: 'builderMap' | 'insightsMap', workPlanId: string, colourBy: MapColourBy) {
  const { api } = useSession();
  const [machine] = useState(() => workPlanMapMachine.provide({ actors: { loadAssets: fetchPlanAssetCollectionActor(api) } }));
  return usePageActor(pageId, machine, { workPlanId, colourBy });
}

export type WorkPlanMapRef = ReturnType<typeof useWorkPlanMapActor>;
