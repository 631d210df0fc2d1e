import { useState } from 'react';
import { fetchAdvancedComparisonActor } from '../../../../api/actors/reports/fetchAdvancedComparison.actor';
import { fetchWorkspaceSimulationsActor } from '../../../../api/actors/workspaces/fetchWorkspaceSimulations.actor';
import { advancedComparisonMachine, type AdvancedComparisonInput } from '../../../../machines/advancedComparison.machine';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';

/** The one wiring point of the advanced comparison: the workspace's simulations and their comparison through the API. */
export function useAdvancedComparisonActor(input: AdvancedComparisonInput) {
  const { api } = useSession();
  const [machine] = useState(() =>
    advancedComparisonMachine.provide({ actors: { fetchSimulations: fetchWorkspaceSimulationsActor(api), fetchComparison: fetchAdvancedComparisonActor(api) } }),
  );
  return usePageActor('advancedComparison', machine, input);
}

export type AdvancedComparisonRef = ReturnType<typeof useAdvancedComparisonActor>;
