import { useState } from 'react';
import { fetchSimulationTasksActor } from '../../../../api/actors/simulations/fetchSimulationTasks.actor';
import { simulationHistoryMachine } from '../../../../machines/simulationHistory.machine';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';

/** The one wiring point of the history tab: GET /api/simulations/{id}/tasks. */
export function useSimulationHistoryActor(simulationId: string) {
  const { api } = useSession();
  const [machine] = useState(() => simulationHistoryMachine.provide({ actors: { fetchTasks: fetchSimulationTasksActor(api) } }));
  return usePageActor('simulationHistory', machine, { simulationId });
}

export type SimulationHistoryRef = ReturnType<typeof useSimulationHistoryActor>;
