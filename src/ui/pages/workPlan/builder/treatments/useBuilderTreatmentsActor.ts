import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchProposedTreatmentsActor } from '../../../../../api/actors/workPlans/fetchProposedTreatments.actor';
import { builderTreatmentsMachine } from '../../../../../machines/builderTreatments.machine';
import { usePageActor } from '../../../../app/root/usePageActor';
import { useSession } from '../../../../app/session/SessionContext';
import { useNotify } from '../../../../notifications/notify';

/** The one wiring point of Builder - Treatments: the proposed treatments through the API, SPEC 5's limit as a toast. */
export function useBuilderTreatmentsActor(workPlanId: string) {
  const { api } = useSession();
  const notify = useNotify();
  const { i18n } = useTranslation();
  const [machine] = useState(() =>
    builderTreatmentsMachine.provide({
      actors: { fetchProposed: fetchProposedTreatmentsActor(api) },
      actions: { toast: (_, { kind, key }) => notify(kind, i18n.t(key)) },
    }),
  );
  return usePageActor('builderTreatments', machine, { workPlanId });
}

export type BuilderTreatmentsRef = ReturnType<typeof useBuilderTreatmentsActor>;
