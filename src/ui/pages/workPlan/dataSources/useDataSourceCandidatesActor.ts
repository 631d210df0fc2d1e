import { useState } from 'react';
import { fetchDataSourceCandidatesActor } from '../../../../api/actors/workPlans/fetchDataSourceCandidates.actor';
import { dataSourceCandidatesMachine } from '../../../../machines/dataSourceCandidates.machine';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';

/** The one wiring point of the create page's choice: GET /v5/datasource/{wpId}/candidates. */
export function useDataSourceCandidatesActor(workPlanId: string) {
  const { api } = useSession();
  const [machine] = useState(() => dataSourceCandidatesMachine.provide({ actors: { loadCandidates: fetchDataSourceCandidatesActor(api) } }));
  return usePageActor('dataSourceCandidates', machine, { workPlanId });
}

export type DataSourceCandidatesRef = ReturnType<typeof useDataSourceCandidatesActor>;
