import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findSelectionTreatmentsActor } from '../../../../api/actors/workPlans/findSelectionTreatments.actor';
import { toApiFailure } from '../../../../api/apiError';
import { builderSelectionMachine } from '../../../../machines/builderSelection.machine';
import { usePageActor } from '../../../app/root/usePageActor';
import { SIDE_PANEL_ITEM_ID } from '../sidePanel/useSidePanelItemActor';
import { useSession } from '../../../app/session/SessionContext';
import { describeFailure } from '../../../components/describeFailure';
import { useNotify } from '../../../notifications/notify';

/**
 * The one wiring point of the Builder's selection: SPEC 5's limit warning as a toast, the selected
 * assets' proposed treatments through the API, why they could not be found (SPEC 8), and the side
 * panel's open view told when treatments went in. It lives as long as the Builder does (system id
 * 'builderSelection'), so its views share one selection.
 */
export function useBuilderSelectionActor(workPlanId: string) {
  const { api } = useSession();
  const notify = useNotify();
  const { i18n } = useTranslation();
  const [machine] = useState(() =>
    builderSelectionMachine.provide({
      actors: { findTreatments: findSelectionTreatmentsActor(api) },
      actions: {
        toast: (_, { kind, key }) => notify(kind, i18n.t(key)),
        reportFailure: (_, error) => notify('error', `${i18n.t('workPlanBuilder:selection.findFailed')} ${describeFailure(i18n.t, toApiFailure(error))}`),
        // The side panel's open view (a phase's treatments, an asset) may list what was just added.
        reportAdded: ({ system }) => system.get(SIDE_PANEL_ITEM_ID)?.send({ type: 'item.refresh' }),
      },
    }),
  );
  return usePageActor('builderSelection', machine, { workPlanId });
}

export type BuilderSelectionRef = ReturnType<typeof useBuilderSelectionActor>;
