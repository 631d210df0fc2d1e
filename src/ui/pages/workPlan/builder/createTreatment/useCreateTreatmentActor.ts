import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTreatmentsActor, fetchTreatmentPhasesActor, fetchTreatmentProjectsActor } from '../../../../../api/actors/workPlans/createTreatments.actor';
import type { Treatment } from '../../../../../api/schemas/project.schema';
import { createTreatmentMachine, type TreatmentPick } from '../../../../../machines/createTreatment.machine';
import { usePageActor } from '../../../../app/root/usePageActor';
import { useSession } from '../../../../app/session/SessionContext';
import { useNotify } from '../../../../notifications/notify';

/** The one wiring point of Create Treatment: projects, phases and the create call through the API; the success toast; the page told. */
export function useCreateTreatmentActor(workPlanId: string, picks: TreatmentPick[], onCreated: (treatments: Treatment[]) => void) {
  const { api } = useSession();
  const notify = useNotify();
  const { i18n } = useTranslation();
  const [machine] = useState(() =>
    createTreatmentMachine.provide({
      actors: { loadProjects: fetchTreatmentProjectsActor(api), loadPhases: fetchTreatmentPhasesActor(api), createTreatments: createTreatmentsActor(api) },
      actions: {
        toast: (_, { kind, key, count }) => notify(kind, i18n.t(key, { count })),
        created: (_, treatments) => onCreated(treatments),
      },
    }),
  );
  return usePageActor('createTreatment', machine, { workPlanId, picks });
}

export type CreateTreatmentRef = ReturnType<typeof useCreateTreatmentActor>;
