import { useState } from 'react';
import { fetchSpatialLayerActor } from '../../../../../api/actors/reports/fetchSpatialLayer.actor';
import { reportMapMachine, type ReportMapInput } from '../../../../../machines/reportMap.machine';
import { usePageActor } from '../../../../app/root/usePageActor';
import { useSession } from '../../../../app/session/SessionContext';

/** The one wiring point of the location-analysis map: GET /data-snapshots/{dsId}/spatial of the run's snapshot version. */
export function useReportMapActor(input: ReportMapInput) {
  const { api } = useSession();
  const [machine] = useState(() => reportMapMachine.provide({ actors: { fetchLayer: fetchSpatialLayerActor(api) } }));
  return usePageActor('reportMap', machine, input);
}

export type ReportMapRef = ReturnType<typeof useReportMapActor>;
