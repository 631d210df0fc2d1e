import { createActor } from 'xstate';
import type { AssetFeatureCollection } from '../../../src/api/schemas/dataSnapshot.schema';
import { reportMapMachine, type ReportMapInput } from '../../../src/machines/reportMap.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

export function startReportMap(input: ReportMapInput) {
  const fetchLayer = controllablePromise<AssetFeatureCollection, { snapshotId: string; snapshotVersion: number }>();
  const actor = createActor(reportMapMachine.provide({ actors: { fetchLayer: fetchLayer.logic } }), { input }).start();
  return { actor, fetchLayer, driver: createPathDriver(actor, { fetchLayer }) };
}
