import { useState } from 'react';
import { fetchAnalysisActor } from '../../../../api/actors/reports/fetchAnalysis.actor';
import { fetchAnalysisWorksActor } from '../../../../api/actors/reports/fetchAnalysisWorks.actor';
import { advancedAnalysisMachine, type AdvancedAnalysisInput } from '../../../../machines/advancedAnalysis.machine';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';

/** The one wiring point of the advanced analysis: the run's filtered totals and its works table through the API. */
export function useAdvancedAnalysisActor(input: AdvancedAnalysisInput) {
  const { api } = useSession();
  const [machine] = useState(() =>
    advancedAnalysisMachine.provide({ actors: { fetchAnalysis: fetchAnalysisActor(api), fetchAnalysisWorks: fetchAnalysisWorksActor(api) } }),
  );
  return usePageActor('advancedAnalysis', machine, input);
}

export type AdvancedAnalysisRef = ReturnType<typeof useAdvancedAnalysisActor>;
