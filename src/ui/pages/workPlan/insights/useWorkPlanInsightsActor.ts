import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportWorkPlanActor } from '../../../../api/actors/workPlans/exportWorkPlan.actor';
import { fetchInsightsActor } from '../../../../api/actors/workPlans/fetchInsights.actor';
import { updateProjectStatusActor } from '../../../../api/actors/workPlans/updateProjectStatus.actor';
import { workPlanInsightsMachine } from '../../../../machines/workPlanInsights.machine';
import { saveFile } from '../../../browser/saveFile';
import { useApp } from '../../../app/root/AppContext';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';
import { describeFailure } from '../../../components/describeFailure';
import { useNotify } from '../../../notifications/notify';

/**
 * The one wiring point of the Insights tab: GET /v5/project/{wpId}/insights (a 404 opens the
 * insights' not-found page), PATCH …/{projectId}/status for the Board, and the exports saved by
 * the browser. A refused move or export is an error toast with the server's message (SPEC 8).
 */
export function useWorkPlanInsightsActor(workPlanId: string) {
  const { api, uploads } = useSession();
  const { reportApiError } = useApp();
  const { i18n } = useTranslation('workPlanInsights');
  const notify = useNotify();
  const [machine] = useState(() =>
    workPlanInsightsMachine.provide({
      actors: {
        fetchInsights: fetchInsightsActor(api),
        updateProjectStatus: updateProjectStatusActor(api),
        exportWorkPlan: exportWorkPlanActor(uploads, saveFile),
      },
      actions: {
        reportMissing: (_, error) => reportApiError(error, { notFound: 'insightsData' }),
        notifyFailure: (_, failure) => notify('error', describeFailure(i18n.t, failure)),
        notifyMoved: (_, { projectName, statusName }) => notify('success', i18n.t('workPlanInsights:board.moved', { project: projectName, status: statusName })),
      },
    }),
  );
  return usePageActor('workPlanInsights', machine, { workPlanId });
}

export type WorkPlanInsightsRef = ReturnType<typeof useWorkPlanInsightsActor>;
