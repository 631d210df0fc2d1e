import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelTaskActor } from '../../../api/actors/simulations/cancelTask.actor';
import { fetchPortfolioPlanActor } from '../../../api/actors/simulations/fetchPortfolioPlan.actor';
import { fetchSimulationActor } from '../../../api/actors/simulations/fetchSimulation.actor';
import { fetchTaskActor } from '../../../api/actors/simulations/fetchTask.actor';
import { rerunSimulationActor } from '../../../api/actors/simulations/rerunSimulation.actor';
import { simulationDetailMachine } from '../../../machines/simulationDetail.machine';
import { useApp } from '../../app/root/AppContext';
import { usePageActor } from '../../app/root/usePageActor';
import { useSession } from '../../app/session/SessionContext';
import { useNotify } from '../../notifications/notify';

/**
 * The one wiring point of the simulation page: GET /simulations/{id} and its portfolio's plan, the
 * current run for the failed-simulation panel, cancel and run again. A 404 goes to the
 * simulation's not-found page; other failures of an action go to the app's error handler.
 */
export function useSimulationDetailActor(simulationId: string) {
  const { api } = useSession();
  const { reportApiError } = useApp();
  const { i18n } = useTranslation();
  const notify = useNotify();
  const [machine] = useState(() =>
    simulationDetailMachine.provide({
      actors: {
        fetchSimulation: fetchSimulationActor(api),
        fetchPlan: fetchPortfolioPlanActor(api),
        fetchTask: fetchTaskActor(api),
        cancelTask: cancelTaskActor(api),
        rerunSimulation: rerunSimulationActor(api),
      },
      actions: {
        reportMissing: (_, error) => reportApiError(error, { notFound: 'simulation' }),
        reportFailure: (_, error) => reportApiError(error),
        notifyRunStarted: () => notify('success', i18n.t('simulations:run.started')),
        notifyComingSoon: () => notify('info', i18n.t('simulations:failed.comingSoon')),
      },
    }),
  );
  return usePageActor('simulationDetail', machine, { simulationId });
}

export type SimulationDetailRef = ReturnType<typeof useSimulationDetailActor>;
