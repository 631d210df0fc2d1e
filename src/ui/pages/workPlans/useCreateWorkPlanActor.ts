import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { checkWorkPlanNameActor } from '../../../api/actors/workPlans/checkWorkPlanName.actor';
import { createWorkPlanActor } from '../../../api/actors/workPlans/createWorkPlan.actor';
import { createWorkPlanMachine } from '../../../machines/createWorkPlan.machine';
import { usePageActor } from '../../app/root/usePageActor';
import { useSession } from '../../app/session/SessionContext';
import { useNotify } from '../../notifications/notify';
import { routes } from '../../routes';

/**
 * The one wiring point of the Create Work Plan dialog: it checks names and creates through the
 * API, confirms with a toast (SPEC 8 "work plan created"), lets the caller refresh what the new
 * plan changes, and opens the plan's settings, where a new plan's time frame is set. The recent
 * work plans load each time their panel opens, so they list it without being told.
 */
export function useCreateWorkPlanActor(portfolioId: string, onCreated: () => void) {
  const { api } = useSession();
  const { i18n } = useTranslation();
  const notify = useNotify();
  const [machine] = useState(() =>
    createWorkPlanMachine.provide({
      actors: { createWorkPlan: createWorkPlanActor(api), checkWorkPlanName: checkWorkPlanNameActor(api) },
      actions: {
        notifyCreated: () => notify('success', i18n.t('workPlans:create.created')),
        reportCreated: onCreated,
        openWorkPlan: (_, workPlan) => navigate(routes.workPlan(workPlan.id, 'settings')),
      },
    }),
  );
  return usePageActor('createWorkPlan', machine, { portfolioId });
}

export type CreateWorkPlanRef = ReturnType<typeof useCreateWorkPlanActor>;
