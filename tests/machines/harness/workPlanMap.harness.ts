import { createActor } from 'xstate';
import type { PlanAssetCollection } from '../../../src/api/schemas/workPlanBuilder.schema';
import { workPlanMapMachine, type MapColourBy } from '../../../src/machines/workPlanMap.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

export const MAP_WORK_PLAN_ID = 'f3b6d2a1-5c4e-4f7a-9b8d-2e1c0a9f8b76';
/** The map's data is handed through untouched; an empty collection is enough to tell it apart. */
export const NO_ASSETS: PlanAssetCollection = { type: 'FeatureCollection', features: [] };

export function startWorkPlanMap(input: { workPlanId: string; colourBy?: MapColourBy } = { workPlanId: MAP_WORK_PLAN_ID }) {
  const loadAssets = controllablePromise<PlanAssetCollection, { workPlanId: string }>();
  const actor = createActor(workPlanMapMachine.provide({ actors: { loadAssets: loadAssets.logic } }), { input }).start();
  return { actor, loadAssets, driver: createPathDriver(actor, { loadAssets }) };
}
