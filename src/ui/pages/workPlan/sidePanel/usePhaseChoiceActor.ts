import { useState } from 'react';
import { customTreatmentPhaseActors } from '../../../../api/actors/workPlans/sidePanel/assetDetails.actors';
import { phaseChoiceMachine } from '../../../../machines/phaseChoice.machine';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';

/** The one wiring point of the custom treatment form's phase choice, run under the root app actor while the asset view is shown. */
export function usePhaseChoiceActor(workPlanId: string) {
  const { api } = useSession();
  const [machine] = useState(() => phaseChoiceMachine.provide({ actors: customTreatmentPhaseActors(api) }));
  return usePageActor('customTreatmentPhaseChoice', machine, { workPlanId });
}

export type PhaseChoiceRef = ReturnType<typeof usePhaseChoiceActor>;
