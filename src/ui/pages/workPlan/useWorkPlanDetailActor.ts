import { useState } from 'react';
import { fetchWorkPlanActor } from '../../../api/actors/workPlans/fetchWorkPlan.actor';
import { workPlanDetailMachine } from '../../../machines/workPlanDetail.machine';
import { useApp } from '../../app/root/AppContext';
import { usePageActor } from '../../app/root/usePageActor';
import { useSession } from '../../app/session/SessionContext';

/**
 * The one wiring point of the work plan page's plan: GET /api/work-plans/{id}, and a 404 handed to
 * the app's error handler, which opens the plan's not-found page.
 */
export function useWorkPlanDetailActor(workPlanId: string) {
  const { api } = useSession();
  const { reportApiError } = useApp();
  const [machine] = useState(() =>
    workPlanDetailMachine.provide({
      actors: { fetchWorkPlan: fetchWorkPlanActor(api) },
      actions: { reportMissing: (_, error) => reportApiError(error, { notFound: 'workPlan' }) },
    }),
  );
  return usePageActor('workPlanDetail', machine, { workPlanId });
}

export type WorkPlanDetailRef = ReturnType<typeof useWorkPlanDetailActor>;
