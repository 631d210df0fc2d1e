import { useState } from 'react';
import { fetchSimulationSetupActor } from '../../../../api/actors/simulations/fetchSimulationSetup.actor';
import type { SimulationDetail } from '../../../../api/schemas/simulation.schema';
import { simulationSetupMachine } from '../../../../machines/simulationSetup.machine';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';

/** The one wiring point of the settings tab's lists and model: GET /api/workspaces/{wsId} and GET /api/simulation-settings/{ssId}/{version}. */
export function useSimulationSetupActor(simulation: SimulationDetail) {
  const { api } = useSession();
  const [machine] = useState(() => simulationSetupMachine.provide({ actors: { fetchSetup: fetchSimulationSetupActor(api) } }));
  return usePageActor('simulationSetup', machine, {
    workspaceId: simulation.workspace_id,
    settingsId: simulation.simulation_settings_id,
    version: simulation.simulation_settings_version,
  });
}
