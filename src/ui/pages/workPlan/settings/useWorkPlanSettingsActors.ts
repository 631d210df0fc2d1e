import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { deleteWorkPlanActor } from '../../../../api/actors/workPlans/deleteWorkPlan.actor';
import { fetchWorkPlanSettingsActor } from '../../../../api/actors/workPlans/fetchWorkPlanSettings.actor';
import { saveWorkPlanSettingsActor } from '../../../../api/actors/workPlans/saveWorkPlanSettings.actor';
import { updateWorkPlanActor } from '../../../../api/actors/workPlans/updateWorkPlan.actor';
import {
  orderWorkPlanSettingsItemsActor,
  removeWorkPlanSettingsItemActor,
  saveWorkPlanSettingsItemActor,
} from '../../../../api/actors/workPlans/workPlanSettingsItems.actor';
import { workPlanUpdateSchema, type WorkPlanDetail, type WorkPlanSettings } from '../../../../api/schemas/workPlan.schema';
import { deleteByNameMachine } from '../../../../machines/deleteByName.machine';
import { detailsFormMachine } from '../../../../machines/detailsForm.machine';
import { workPlanSettingsMachine } from '../../../../machines/workPlanSettings.machine';
import { WORK_PLAN_LISTS, type WorkPlanListName } from '../../../../machines/workPlanSettingsItems';
import { workPlanSettingsListMachine } from '../../../../machines/workPlanSettingsList.machine';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';
import { useNotify } from '../../../notifications/notify';
import { routes } from '../../../routes';

const SETTINGS_ID = 'workPlanSettings';

/** Each list's page actor, by system id, so that a new time frame reaches the funding sources' budgets. */
const LIST_ACTOR_IDS: Record<WorkPlanListName, string> = {
  funding_sources: 'workPlanFundingSources',
  priority_items: 'workPlanPriorityItems',
  status_items: 'workPlanStatusItems',
  udf_fields: 'workPlanUdfFields',
};

/** SPEC 8's success toasts, one per list. */
const LIST_SAVED_TEXTS: Record<WorkPlanListName, string> = {
  funding_sources: 'workPlanSettings:toast.fundingSources',
  priority_items: 'workPlanSettings:toast.priorityItems',
  status_items: 'workPlanSettings:toast.statusItems',
  udf_fields: 'workPlanSettings:toast.udfFields',
};

type PlanChanged = () => void;

/** The latest `onPlanChanged` the page handed the tab, for actions created once. */
function useLatest(callback: PlanChanged) {
  const latest = useRef(callback);
  latest.current = callback;
  return latest;
}

/**
 * The tab's settings and time frame: GET and PUT /v5/workspace-setting/{wpId}. A saved time frame
 * goes to every list (the funding sources' budgets follow the planning years) and the page reloads the plan.
 */
export function useWorkPlanSettingsActor(workPlan: WorkPlanDetail, onPlanChanged: PlanChanged) {
  const { api } = useSession();
  const { i18n } = useTranslation('workPlanSettings');
  const notify = useNotify();
  const planChanged = useLatest(onPlanChanged);
  const [machine] = useState(() =>
    workPlanSettingsMachine.provide({
      actors: { loadSettings: fetchWorkPlanSettingsActor(api), saveTimeFrame: saveWorkPlanSettingsActor(api) },
      actions: {
        notifySaved: () => notify('success', i18n.t('workPlanSettings:toast.timeFrame')),
        publishSettings: ({ system }, settings: WorkPlanSettings) => {
          for (const list of WORK_PLAN_LISTS) system.get(LIST_ACTOR_IDS[list])?.send({ type: 'settings.changed', settings });
          planChanged.current();
        },
      },
    }),
  );
  return usePageActor(SETTINGS_ID, machine, { workPlanId: workPlan.id });
}

export type WorkPlanSettingsRef = ReturnType<typeof useWorkPlanSettingsActor>;

/** The Information card: PATCH /work-plans/{wpId} with the name (50) and description (100) of SPEC 5. */
export function useWorkPlanDetailsFormActor(settingsRef: WorkPlanSettingsRef, workPlanId: string, information: WorkPlanSettings['information'], onPlanChanged: PlanChanged) {
  const { api } = useSession();
  const { i18n } = useTranslation('workPlanSettings');
  const notify = useNotify();
  const planChanged = useLatest(onPlanChanged);
  const [machine] = useState(() =>
    detailsFormMachine.provide({
      actors: { saveDetails: updateWorkPlanActor(api) },
      actions: {
        notifySaved: () => notify('success', i18n.t('workPlanSettings:toast.information')),
        publishSaved: (_, { name, description }) => {
          settingsRef.send({ type: 'information.changed', information: { name, description } });
          planChanged.current();
        },
      },
      guards: { isDraftValid: ({ context }) => workPlanUpdateSchema.safeParse(context.draft).success },
    }),
  );
  return usePageActor('workPlanDetailsForm', machine, { id: workPlanId, saved: information });
}

/** One ordered list, written item by item under /v5/workspace-setting-{list}/{wpId}. */
export function useWorkPlanSettingsListActor(workPlanId: string, list: WorkPlanListName, settings: WorkPlanSettings) {
  const { api } = useSession();
  const { i18n } = useTranslation('workPlanSettings');
  const notify = useNotify();
  const [machine] = useState(() =>
    workPlanSettingsListMachine.provide({
      actors: {
        saveItem: saveWorkPlanSettingsItemActor(api),
        removeItem: removeWorkPlanSettingsItemActor(api),
        orderItems: orderWorkPlanSettingsItemsActor(api),
      },
      actions: {
        notifySaved: () => notify('success', i18n.t(LIST_SAVED_TEXTS[list])),
        publishSettings: ({ system }, saved: WorkPlanSettings) => system.get(SETTINGS_ID)?.send({ type: 'settings.changed', settings: saved }),
      },
    }),
  );
  return usePageActor(LIST_ACTOR_IDS[list], machine, { workPlanId, list, settings });
}

export type WorkPlanSettingsListRef = ReturnType<typeof useWorkPlanSettingsListActor>;

/** Delete by typed name (SPEC 5), then to the portfolio's Work Plans tab. */
export function useDeleteWorkPlanActor(workPlan: WorkPlanDetail, name: string) {
  const { api } = useSession();
  const { i18n } = useTranslation('workPlanSettings');
  const notify = useNotify();
  const [machine] = useState(() =>
    deleteByNameMachine.provide({
      actors: { deleteItem: deleteWorkPlanActor(api) },
      actions: {
        notifyDeleted: () => notify('success', i18n.t('workPlanSettings:toast.deleted')),
        leave: () => navigate(routes.portfolio(workPlan.portfolio_id, 'work-plans'), { replace: true }),
      },
    }),
  );
  return usePageActor('deleteWorkPlan', machine, { id: workPlan.id, name });
}
